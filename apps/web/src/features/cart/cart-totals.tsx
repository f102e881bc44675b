import { type DeliveryRules, deliveryFeeFor, shortOfFreeDelivery } from '@farm/contract/plain/delivery';
import { Truck } from 'lucide-react';
import layout from '@/components/ui/layout.module.css';
import { formatPaise } from '@/lib/format';
import styles from './cart-totals.module.css';

/**
 * The delivery fee and total the cart shows for its subtotal (undefined until the rules are known):
 * one sum for the totals and for the checkout, which sends this total for the shop to confirm.
 */
export function shownTotalsOf(subtotal: number, rules: DeliveryRules | undefined) {
  if (!rules) return undefined;
  const deliveryFee = deliveryFeeFor(rules, subtotal);
  return { deliveryFee, total: subtotal + deliveryFee };
}

/** Subtotal (lines that can be ordered), delivery fee (free at the threshold) and total. */
export function CartTotals({ subtotal, rules }: { subtotal: number; rules: DeliveryRules | undefined }) {
  const shown = shownTotalsOf(subtotal, rules);
  const fee = shown?.deliveryFee;
  const short = rules ? shortOfFreeDelivery(rules, subtotal) : undefined;
  return (
    <div className={`${layout.stack} ${styles.totals}`}>
      <dl className={`${layout.stack} ${styles.rows}`}>
        <div className={styles.row}>
          <dt>Subtotal</dt>
          <dd data-testid="cart-subtotal">{formatPaise(subtotal)}</dd>
        </div>
        <div className={styles.row}>
          <dt>Delivery fee</dt>
          <dd data-testid="cart-delivery-fee">
            {fee === undefined ? '…' : fee === 0 ? 'Free' : formatPaise(fee)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd data-testid="cart-total">{shown === undefined ? '…' : formatPaise(shown.total)}</dd>
        </div>
      </dl>
      {rules?.freeDeliveryThreshold != null && (
        <p className={styles.hint}>
          <Truck aria-hidden="true" />
          <span>
            Free delivery on orders over {formatPaise(rules.freeDeliveryThreshold)}
            {short !== undefined ? ` — add ${formatPaise(short)} more.` : '. Your order qualifies!'}
          </span>
        </p>
      )}
    </div>
  );
}
