'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Printer } from 'lucide-react';
import { formStyles } from '@/components/ui/form-fields';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { discountText } from '@/features/order/order-money';
import { staffData } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pieceCount } from './order-moves';
import styles from './order-slip.module.css';
import { ShippingAddressLines } from './shipping-address';

/**
 * `/admin/orders/{id}/slip`: one A4/A5 sheet to put in the parcel. Printed, it shows only the
 * sheet (order-slip.module.css hides the admin's frame), with the booked day and slot (or the
 * courier's days) and the cash to collect when the order is cash on delivery and not yet paid.
 */
export function OrderSlip({ id }: { id: number }) {
  const record = useAdminRecord(orderRoutes.getOrder, { params: { id } });
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => staffData(settingsRoutes.getShopSettings),
  });
  const order = record.data;
  const farm = settings.data;
  if (!order || !farm) return <RecordState query={record.data ? settings : record} what="order" />;
  const cashDue = order.paymentMethod === 'COD' && order.paymentStatus === 'COD_DUE';

  return (
    <article className={styles.slip} aria-label={`Packing slip of order #${order.id}`}>
      <div className={`${formStyles.row} ${styles.tools}`}>
        <Link href={`/admin/orders/${order.id}`} className={styles.back}>
          <ChevronLeft aria-hidden="true" size={16} /> Order #{order.id}
        </Link>
        <button type="button" className={formStyles.button} onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> Print
        </button>
      </div>
      <header className={styles.head}>
        <div>
          <h1 className={styles.farm}>{farm.farmName}</h1>
          <p className={styles.from}>
            {farm.addressLine1}
            {farm.addressLine2 && `, ${farm.addressLine2}`}, {farm.city}, {farm.state} {farm.pincode}
            <br />
            {displayMobile(farm.phone)} · {farm.careEmail}
          </p>
        </div>
        <div className={styles.number}>
          <h2>Packing slip</h2>
          <p>
            Order <strong>#{order.id}</strong>
            <br />
            {formatDate(order.createdAt)}
          </p>
        </div>
      </header>
      <section className={styles.to} aria-label="Deliver to">
        <h3>Deliver to</h3>
        <ShippingAddressLines address={order.shippingAddress} />
        <p className={styles.ordered}>
          Ordered by {order.customer.name}, {displayMobile(order.customer.mobileNumber)}
        </p>
        {order.delivery && (
          <p className={styles.ordered}>
            <strong>Delivery: {order.delivery.text}</strong> ({order.delivery.areaName})
          </p>
        )}
      </section>
      <table className={styles.table}>
        <caption className="visually-hidden">Items to pack</caption>
        <thead>
          <tr>
            <th scope="col">Code</th>
            <th scope="col">Product</th>
            <th scope="col" data-align="end">
              Qty
            </th>
            <th scope="col" data-align="end">
              Amount
            </th>
            <th scope="col" data-align="center">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.productId}>
              <td>{item.productCode}</td>
              <td>
                {item.name}
                {/* Most names already say their size ("Ghee 250 g"); soaps do not. */}
                {!item.name.includes(item.unit) && <small> ({item.unit})</small>}
              </td>
              <td data-align="end">{item.quantity}</td>
              <td data-align="end">{formatPaise(item.lineTotal)}</td>
              <td data-align="center">
                <span className={styles.tick} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.sums}>
        <dt>{pieceCount(order.items)} pieces · subtotal</dt>
        <dd>{formatPaise(order.subtotal)}</dd>
        {order.discountTotal > 0 && (
          <>
            <dt>Offers</dt>
            <dd>{discountText(order.discountTotal)}</dd>
          </>
        )}
        {order.couponDiscount > 0 && (
          <>
            <dt>Coupon {order.couponCode}</dt>
            <dd>{discountText(order.couponDiscount)}</dd>
          </>
        )}
        <dt>Delivery</dt>
        <dd>{order.deliveryFee === 0 ? 'Free' : formatPaise(order.deliveryFee)}</dd>
        <dt className={styles.collect}>{cashDue ? 'Cash to collect' : 'Total, paid'}</dt>
        <dd className={styles.collect}>{formatPaise(order.total)}</dd>
      </dl>
      {order.note && <p className={styles.noteLine}>Note: {order.note}</p>}
      <p className={styles.thanks}>Thank you for buying from {farm.farmName}!</p>
    </article>
  );
}
