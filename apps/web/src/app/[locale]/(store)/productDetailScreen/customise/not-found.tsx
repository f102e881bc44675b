import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import styles from '@/features/catalogue/product-page.module.css';
import { Link } from '@/lib/i18n/navigation';

/** An unknown (or missing) product code. */
export default function ProductNotFound() {
  return (
    <div className={`container ${layout.page} ${layout.stack} ${styles.page}`}>
      <div className={`${layout.stack} ${styles.problem}`}>
        <h1>Product not found</h1>
        <p>We could not find this product. It may have been renamed or is no longer sold.</p>
        <Link
          href="/products"
          className={buttonClass('primary', ['roomy', 'flat', 'compact'], styles.button)}
        >
          Browse all products
        </Link>
      </div>
    </div>
  );
}
