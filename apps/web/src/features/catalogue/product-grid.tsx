import type { Product } from '@farm/contract';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** A responsive grid of product cards: two columns on a phone, up to four on a laptop. */
export function ProductGrid({
  products,
  heading = 'h3',
  eagerCount = 0,
  label,
}: {
  products: Product[];
  heading?: 'h2' | 'h3';
  /** How many of the first pictures load at once (above the fold). */
  eagerCount?: number;
  label?: string;
}) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} heading={heading} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
