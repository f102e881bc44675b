import Link from 'next/link';
import { StatusMessage } from '@/features/content/status-message';
import styles from '@/features/content/status-message.module.css';

/** The storefront's "not found" message, for unknown addresses and unknown products or posts. */
export function PageNotFound() {
  return (
    <StatusMessage
      code="404"
      title="We could not find that page"
      actions={
        <>
          <Link href="/" className={styles.primary}>
            Back to the home page
          </Link>
          <Link href="/products" className={styles.secondary}>
            Browse products
          </Link>
        </>
      }
    >
      <p>The link may be old, or the page has moved. Our goats may have eaten it.</p>
    </StatusMessage>
  );
}
