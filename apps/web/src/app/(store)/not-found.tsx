import type { Metadata } from 'next';
import Link from 'next/link';
import { StatusMessage } from '@/features/content/status-message';
import styles from '@/features/content/status-message.module.css';

export const metadata: Metadata = { title: 'Page not found' };

/** The storefront's 404, inside the top bar and footer. */
export default function NotFound() {
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
