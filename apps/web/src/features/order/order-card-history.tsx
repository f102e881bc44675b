import type { Order } from '@farm/contract';
import badge from '@/components/ui/badge.module.css';
import { formStyles } from '@/components/ui/form-fields';
import { ServerImage } from '@/components/ui/server-image';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CustomerInvoiceLinks } from './customer-invoice-links';
import styles from './order-card-history.module.css';
import { discountText } from './order-money';
import { OrderTimeline } from './order-timeline';
import { PayNowButton } from './pay-now-button';
import { useOrderWords } from './use-order-words';

function statusBadge(order: Order): string {
  if (order.status === 'DELIVERED') return `${badge.badge} ${badge.success}`;
  if (order.status === 'CANCELLED' || order.status === 'RETURNED') return `${badge.badge} ${badge.danger}`;
  return `${badge.badge}`;
}

/**
 * The order history's card (inside `OrderCard`): what was bought (with each line's offer), where it
 * goes and by which courier, how far it has come, "Pay now" while it awaits payment, "Buy again",
 * and a cancel button while allowed.
 */
export function HistoryCardBody({
  order,
  onCancel,
  onBuyAgain,
  buyingAgain = false,
}: {
  order: Order;
  onCancel(order: Order): void;
  /** "Buy again": the order's products that are still sold go into the cart (issue 32.6). */
  onBuyAgain?(order: Order): void;
  /** While a "Buy again" request runs, the button is disabled. */
  buyingAgain?: boolean | undefined;
}) {
  const words = useOrderWords();
  const { t } = words;
  const to = order.shippingAddress;
  return (
    <>
      <div className={`${formStyles.row} ${styles.head}`}>
        <h3 id={`order-${order.id}`} className={styles.number}>
          {t('number', { id: order.id })}
        </h3>
        <span className={statusBadge(order)}>{words.status(order.status)}</span>
      </div>
      <span className={styles.placed}>{words.placed(order)}</span>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.imageUrl ? <ServerImage src={item.imageUrl} alt="" width={48} height={48} /> : <span />}
            <span className={styles.itemName}>
              {words.lineName(item)}
              <span className={styles.qty}>
                {t('quantity', { quantity: item.quantity, price: formatPaise(item.unitPrice) })} ·{' '}
                {words.lineUnit(item)}
              </span>
              {words.lineOffer(item) && (
                <span className={styles.offer} data-testid="line-offer">
                  {words.lineOffer(item)}
                </span>
              )}
            </span>
            <span>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className={`${formStyles.row} ${styles.totals}`}>
        <span className={styles.muted}>
          {order.discountTotal > 0 && t('history.offers', { amount: discountText(order.discountTotal) })}
          {order.couponDiscount > 0 &&
            t('history.coupon', { code: order.couponCode ?? '', amount: discountText(order.couponDiscount) })}
          {t('history.delivery', {
            fee: order.deliveryFee === 0 ? t('history.free') : formatPaise(order.deliveryFee),
            payment: words.payment(order),
          })}
        </span>
        <span className={styles.total}>{t('history.total', { amount: formatPaise(order.total) })}</span>
      </div>
      {words.refunds(order).map((line) => (
        <p key={line} className={styles.muted} data-testid="order-refund">
          {line}
        </p>
      ))}
      <CustomerInvoiceLinks invoices={order.invoices} />
      <p className={styles.muted}>
        {t('history.to', { name: to.name, line1: to.line1, city: to.city, pincode: to.pincode })}
      </p>
      {order.delivery && (
        <p className={styles.delivery} data-testid="order-delivery">
          {t('history.delivery2', { text: words.delivery(order.delivery) })}
        </p>
      )}
      {order.tracking && (
        <p className={styles.delivery} data-testid="order-tracking">
          {words.tracking(order.tracking)}
        </p>
      )}
      <OrderTimeline order={order} />
      <div className={`${formStyles.row} ${styles.foot}`}>
        <Link href={`/orderSummaryDetails?cartBundleId=${order.cartBundleId}`}>
          {t('history.viewSummary')}
        </Link>
        {order.status === 'PENDING_PAYMENT' && (
          <PayNowButton orderId={order.id} className={`${formStyles.button} ${formStyles.small}`} />
        )}
        {onBuyAgain && order.status !== 'PENDING_PAYMENT' && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.small}`}
            onClick={() => onBuyAgain(order)}
            disabled={buyingAgain}
            aria-busy={buyingAgain}
          >
            {t('history.buyAgain')}
          </button>
        )}
        {order.cancellableByCustomer && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => onCancel(order)}
          >
            {t('history.cancel')}
          </button>
        )}
      </div>
    </>
  );
}
