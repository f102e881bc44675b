import { stockLabel } from './stock-label';
import styles from './stock-state.module.css';

/** "In stock", "Only 3 left in stock" or "Out of stock". */
export function StockState({ stock, inStock }: { stock: number; inStock: boolean }) {
  const { text, level } = stockLabel(stock, inStock);
  return <p className={`${styles.stock} ${styles[level]}`}>{text}</p>;
}
