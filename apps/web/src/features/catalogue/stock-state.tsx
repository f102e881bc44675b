import type { CatalogueWords } from './catalogue-words';
import { stockLevel } from './stock-label';
import styles from './stock-state.module.css';

/** "In stock", "Only 3 left in stock" or "Out of stock", in the page's language. */
export function StockState({ stock, inStock, t }: { stock: number; inStock: boolean; t: CatalogueWords }) {
  const level = stockLevel(stock, inStock);
  return <p className={`${styles.stock} ${styles[level]}`}>{t(`stock.${level}`, { count: stock })}</p>;
}
