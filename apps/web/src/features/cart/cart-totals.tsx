import type { Cart } from '@farm/contract';
import { type DeliveryRules, shortOfFreeDelivery } from '@farm/contract/plain/delivery';
import { Truck } from 'lucide-react';
import layout from '@/components/ui/layout.module.css';
import { formatPaise } from '@/lib/format';
import { useWords } from '@/lib/i18n/client-words';
import styles from './cart-totals.module.css';

/**
 * The cart's breakdown as the shop priced it (DESIGN §8: the web never recomputes money): items at
 * list price, what offers and the coupon take off, the delivery fee and the total the checkout sends
 * back as shown.
 * `rules` only words the free-delivery hint.
 */
export function CartTotals({ cart, rules }: { cart: Cart; rules: DeliveryRules | undefined }) {
  const t = useWords('cart');
  const short = rules ? shortOfFreeDelivery(rules, cart.subtotal - cart.discountTotal) : undefined;
  return (
    <div className={`${layout.stack} ${styles.totals}`}>
      <dl className={`${layout.stack} ${styles.rows}`}>
        <div className={styles.row}>
          <dt>{t('totals.items')}</dt>
          <dd data-testid="cart-subtotal">{formatPaise(cart.subtotal)}</dd>
        </div>
        {cart.discountTotal > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t('totals.offers')}</dt>
            <dd data-testid="cart-discount">−{formatPaise(cart.discountTotal)}</dd>
          </div>
        )}
        {cart.coupon && cart.couponDiscount > 0 && (
          <div className={`${styles.row} ${styles.discount}`}>
            <dt>{t('totals.coupon', { code: cart.coupon.code })}</dt>
            <dd data-testid="cart-coupon-discount">−{formatPaise(cart.couponDiscount)}</dd>
          </div>
        )}
        <div className={styles.row}>
          <dt>{t('totals.deliveryFee')}</dt>
          <dd data-testid="cart-delivery-fee">
            {cart.deliveryFee === 0 ? t('totals.free') : formatPaise(cart.deliveryFee)}
          </dd>
        </div>
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('totals.total')}</dt>
          <dd data-testid="cart-total">{formatPaise(cart.total)}</dd>
        </div>
      </dl>
      {rules?.freeDeliveryThreshold != null && (
        <p className={styles.hint}>
          <Truck aria-hidden="true" />
          <span>
            {t('totals.freeOver', { amount: formatPaise(rules.freeDeliveryThreshold) })}
            {short !== undefined
              ? t('totals.addMore', { amount: formatPaise(short) })
              : t('totals.qualifies')}
          </span>
        </p>
      )}
    </div>
  );
}
