import type { Order } from '@farm/contract';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { discountText, lineOfferText } from '@/features/order/order-money';
import { formatPaise } from '@/lib/format';
import styles from './orders.module.css';

/** The order's lines as they were sold (name and price are the order's own copy) and its totals. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <div className={styles.lines}>
      <table className={styles.linesTable}>
        <caption className="visually-hidden">Lines of order #{order.id}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" data-align="end">
              Unit price
            </th>
            <th scope="col" data-align="end">
              Qty
            </th>
            <th scope="col" data-align="end">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId} data-testid="order-line">
              <td>
                {item.name}
                <small>
                  {item.productCode} · {item.unit}
                </small>
                {lineOfferText(item) && <small data-testid="line-offer">{lineOfferText(item)}</small>}
                {item.returnedQuantity > 0 && (
                  <small data-testid="line-returned">{item.returnedQuantity} came back</small>
                )}
              </td>
              <td data-align="end">{formatPaise(item.unitPrice)}</td>
              <td data-align="end">{item.quantity}</td>
              <td data-align="end">{formatPaise(item.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={kit.sums}>
        <dt>Items</dt>
        <dd>{formatPaise(order.subtotal)}</dd>
        {order.discountTotal > 0 && (
          <>
            <dt>Offers</dt>
            <dd data-testid="order-discount">{discountText(order.discountTotal)}</dd>
          </>
        )}
        {order.couponDiscount > 0 && (
          <>
            <dt>Coupon {order.couponCode}</dt>
            <dd data-testid="order-coupon">{discountText(order.couponDiscount)}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{order.deliveryFee === 0 ? 'Free' : formatPaise(order.deliveryFee)}</dd>
        <dt className={kit.total}>
          Total ({order.paymentMethod === 'ONLINE' ? 'online payment' : 'cash on delivery'})
        </dt>
        <dd className={kit.total} data-testid="order-total">
          {formatPaise(order.total)}
        </dd>
      </dl>
    </div>
  );
}
