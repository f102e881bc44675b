import { type DeliveryRules, deliveryFeeFor, shortOfFreeDelivery } from '@farm/contract/plain/delivery';
import { Truck } from 'lucide-react';
import layout from '@/components/ui/layout.module.css';
import { formatPaise } from '@/lib/format';
import styles from './cart-totals.module.css';

/** Subtotal (lines that can be ordered), delivery fee (free at the threshold) and total. */
export function CartTotals({ subtotal, rules }: { subtotal: number; rules: DeliveryRules | undefined }) {
  const fee = rules ? deliveryFeeFor(rules, subtotal) : undefined;
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
          <dd data-testid="cart-total">{fee === undefined ? '…' : formatPaise(subtotal + fee)}</dd>
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
