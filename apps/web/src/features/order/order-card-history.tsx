import type { Order } from '@farm/contract';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import Link from 'next/link';
import badge from '@/components/ui/badge.module.css';
import { formStyles } from '@/components/ui/form-fields';
import { ServerImage } from '@/components/ui/server-image';
import { formatDateTime, formatPaise } from '@/lib/format';
import { CustomerInvoiceLinks } from './customer-invoice-links';
import styles from './order-card-history.module.css';
import { discountText, paymentText, refundLines } from './order-money';
import { OrderTimeline } from './order-timeline';

function statusBadge(order: Order): string {
  if (order.status === 'DELIVERED') return `${badge.badge} ${badge.success}`;
  if (order.status === 'CANCELLED' || order.status === 'RETURNED') return `${badge.badge} ${badge.danger}`;
  return `${badge.badge}`;
}

/**
 * The order history's card (inside `OrderCard`): what was bought, where it goes, how far it has
 * come, and a cancel button while allowed.
 */
export function HistoryCardBody({ order, onCancel }: { order: Order; onCancel(order: Order): void }) {
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
      <OrderTimeline order={order} />
      <div className={`${formStyles.row} ${styles.foot}`}>
        <Link href={`/orderSummaryDetails?cartBundleId=${order.cartBundleId}`}>View order summary</Link>
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
