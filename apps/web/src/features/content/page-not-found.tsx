import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/features/content/status-message';
import { Link } from '@/lib/i18n/navigation';

/** The storefront's "not found" message, for unknown addresses and unknown products or posts. */
export function PageNotFound() {
  return (
    <StatusMessage
      code="404"
      title="We could not find that page"
      actions={
        <>
          <Link href="/" className={buttonClass('primary', ['tall', 'roomy', 'edged'])}>
            Back to the home page
          </Link>
          <Link href="/products" className={buttonClass('secondary', ['tall', 'roomy'])}>
            Browse products
          </Link>
        </>
      }
    >
      <p>The link may be old, or the page has moved. Our goats may have eaten it.</p>
    </StatusMessage>
  );
}
