import 'server-only';
import { subscriptionRoutes } from '@farm/contract/plain/routes/subscription';
import { buttonClass } from '@/components/ui/button';
import { serverData } from '@/lib/api/server';
import { Link } from '@/lib/i18n/server-link';
import styles from './subscription.module.css';

/** Whether staff let customers subscribe to the product (`GET /subscription-products`); no answer: not offered. */
export async function isSubscribableProduct(productId: number): Promise<boolean> {
  const products = await serverData(subscriptionRoutes.listSubscribableProducts, {});
  return products?.some((p) => p.productId === productId && p.subscribable) ?? false;
}

/**
 * The product page's "Subscribe" (issue 34): a link drawn by the server to the subscribe form, so the
 * page's first load carries none of it (decision 0053's budget); a visitor is sent to sign in from
 * there and comes back to the form.
 */
export function SubscribeLink({
  productId,
  label,
  hint,
}: {
  productId: number;
  label: string;
  hint: string;
}) {
  return (
    <p className={styles.subscribe}>
      <Link
        href={`/profilePage/subscriptions/new?productId=${productId}`}
        className={buttonClass('secondary', ['roomy'])}
        data-testid="subscribe-link"
      >
        {label}
      </Link>
      <span className={styles.muted}>{hint}</span>
    </p>
  );
}
