import type { Order } from '@farm/contract';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import badge from '@/components/ui/badge.module.css';
import { formStyles } from '@/components/ui/form-fields';
import { ServerImage } from '@/components/ui/server-image';
import { formatDateTime, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { CustomerInvoiceLinks } from './customer-invoice-links';
import styles from './order-card-history.module.css';
import { discountText, lineOfferText, paymentText, refundLines, trackingText } from './order-money';
import { OrderTimeline } from './order-timeline';
import { PayNowButton } from './pay-now-button';

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
  return (
    <>
      <div className={`${formStyles.row} ${styles.head}`}>
        <h3 id={`order-${order.id}`} className={styles.number}>
          Order #{order.id}
        </h3>
        <span className={statusBadge(order)}>{ORDER_STATUS_LABELS[order.status]}</span>
      </div>
      <span className={styles.placed}>Placed {formatDateTime(order.createdAt)}</span>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.imageUrl ? <ServerImage src={item.imageUrl} alt="" width={48} height={48} /> : <span />}
            <span className={styles.itemName}>
              {item.name}
              <span className={styles.qty}>
                {item.quantity} × {formatPaise(item.unitPrice)} · {item.unit}
              </span>
              {lineOfferText(item) && (
                <span className={styles.offer} data-testid="line-offer">
                  {lineOfferText(item)}
                </span>
              )}
            </span>
            <span>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className={`${formStyles.row} ${styles.totals}`}>
        <span className={styles.muted}>
          {order.discountTotal > 0 && `Offers ${discountText(order.discountTotal)} · `}
          {order.couponDiscount > 0 && `Coupon ${order.couponCode} ${discountText(order.couponDiscount)} · `}
          Delivery {order.deliveryFee === 0 ? 'free' : formatPaise(order.deliveryFee)} · {paymentText(order)}
        </span>
        <span className={styles.total}>Total {formatPaise(order.total)}</span>
      </div>
      {refundLines(order).map((line) => (
        <p key={line} className={styles.muted} data-testid="order-refund">
          {line}
        </p>
      ))}
      <CustomerInvoiceLinks invoices={order.invoices} />
      <p className={styles.muted}>
        To {order.shippingAddress.name}, {order.shippingAddress.line1}, {order.shippingAddress.city} –{' '}
        {order.shippingAddress.pincode}
      </p>
      {order.delivery && (
        <p className={styles.delivery} data-testid="order-delivery">
          Delivery: {order.delivery.text}
        </p>
      )}
      {order.tracking && (
        <p className={styles.delivery} data-testid="order-tracking">
          {trackingText(order.tracking)}
        </p>
      )}
      <OrderTimeline order={order} />
      <div className={`${formStyles.row} ${styles.foot}`}>
        <Link href={`/orderSummaryDetails?cartBundleId=${order.cartBundleId}`}>View order summary</Link>
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
            Buy again
          </button>
        )}
        {order.cancellableByCustomer && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => onCancel(order)}
          >
            Cancel order
          </button>
        )}
      </div>
    </>
  );
}
