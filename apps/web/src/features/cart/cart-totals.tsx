import type { Cart } from '@farm/contract';
import { type DeliveryRules, shortOfFreeDelivery } from '@farm/contract/plain/delivery';
import { Truck } from 'lucide-react';
import layout from '@/components/ui/layout.module.css';
import { formatPaise } from '@/lib/format';
import styles from './cart-totals.module.css';

/**
 * The cart's breakdown as the shop priced it (DESIGN §8: the web never recomputes money): items at
 * list price, what offers and the coupon take off, the delivery fee and the total the checkout sends
 * back as shown.
 * `rules` only words the free-delivery hint.
 */
export function CartTotals({ cart, rules }: { cart: Cart; rules: DeliveryRules | undefined }) {
  const short = rules ? shortOfFreeDelivery(rules, cart.subtotal - cart.discountTotal) : undefined;
  return (
    <div className={`${layout.stack} ${styles.totals}`}>
      <dl className={`${layout.stack} ${styles.rows}`}>
        <div className={styles.row}>
          <dt>Items</dt>
          <dd data-testid="cart-subtotal">{formatPaise(cart.subtotal)}</dd>
        </div>
        {cart.discountTotal > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>Offers</dt>
            <dd data-testid="cart-discount">−{formatPaise(cart.discountTotal)}</dd>
          </div>
        )}
        {cart.coupon && cart.couponDiscount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>Coupon {cart.coupon.code}</dt>
            <dd data-testid="cart-coupon-discount">−{formatPaise(cart.couponDiscount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>Delivery fee</dt>
          <dd data-testid="cart-delivery-fee">
            {cart.deliveryFee === 0 ? 'Free' : formatPaise(cart.deliveryFee)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatPaise(cart.total)}</dd>
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
