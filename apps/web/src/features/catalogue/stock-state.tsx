import styles from './stock-state.module.css';

/** "In stock", "Only 3 left" or "Out of stock". */
export function StockState({ stock, inStock }: { stock: number; inStock: boolean }) {
  if (!inStock) return <p className={`${styles.stock} ${styles.out}`}>Out of stock</p>;
  if (stock <= 5) return <p className={`${styles.stock} ${styles.low}`}>Only {stock} left in stock</p>;
  return <p className={`${styles.stock} ${styles.in}`}>In stock</p>;
}
