import Link from 'next/link';
import styles from '@/features/catalogue/product-page.module.css';

/** An unknown (or missing) product code. */
export default function ProductNotFound() {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.problem}>
        <h1>Product not found</h1>
        <p>We could not find this product. It may have been renamed or is no longer sold.</p>
        <Link href="/products" className={styles.button}>
          Browse all products
        </Link>
      </div>
    </div>
  );
}
