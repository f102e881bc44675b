'use client';

import type { OrderStatus } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { PAYMENT_LABELS } from '@farm/contract/plain/statuses';
import { Phone, Printer } from 'lucide-react';
import { formStyles } from '@/components/ui/form-fields';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { OrderActions } from './order-actions';
import { OrderArchive } from './order-archive';
import { OrderDelivery } from './order-delivery';
import { OrderLines } from './order-lines';
import { OrderMessages } from './order-messages';
import { OrderPayment } from './order-payment';
import { OrderTimeline } from './order-timeline';
import styles from './orders.module.css';
import { ReturnSomeItems } from './return-some-items';
import { ReturnToStock } from './return-to-stock';
import { ShippingAddressLines } from './shipping-address';

const back = { href: '/admin/orders', label: 'Orders' };

/** Orders whose story has ended: staff may put them away (the server's rule, order-archive.service.ts). */
const CLOSED: readonly OrderStatus[] = ['DELIVERED', 'CANCELLED', 'RETURNED'];

/** `/admin/orders/{id}`: what was ordered, where it goes, who ordered, what happened, what is next. */
export function OrderDetail({ id }: { id: number }) {
  const record = useAdminRecord(orderRoutes.getOrder, { params: { id } });
  const order = record.data;
  if (!order) {
    return (
      <AdminPage title={`Order #${id}`} back={back}>
        <RecordState query={record} what="order" />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={`Order #${order.id}`}
      back={back}
      actions={
        <Link
          href={`/admin/orders/${order.id}/slip`}
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        >
          <Printer aria-hidden="true" size={16} /> Packing slip
        </Link>
      }
    >
      <p className={styles.meta}>
        <OrderStatusBadge status={order.status} /> Placed {formatDateTime(order.createdAt)}
        {order.placedByStaff ? ' by phone (staff)' : ' on the shop'} · {PAYMENT_LABELS[order.paymentMethod]}
        {order.archivedAt && ' · Archived'}
      </p>
      <div className={`${kit.split} ${styles.detail}`}>
        <div className={kit.stack}>
          <AdminCard title="Next step">
            <OrderActions order={order} onChanged={() => record.refetch()} />
          </AdminCard>
          {(CLOSED.includes(order.status) || order.archivedAt) && (
            <AdminCard title="Put away">
              <OrderArchive order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          {order.status === 'DELIVERED' && (
            <AdminCard title="Items that came back">
              <ReturnSomeItems order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          {order.status === 'RETURNED' && (
            <AdminCard title="Returned goods">
              <ReturnToStock order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          <AdminCard title="Items">
            <OrderLines order={order} />
          </AdminCard>
          <AdminCard title="Payment">
            <OrderPayment key={order.updatedAt} order={order} onChanged={() => record.refetch()} />
          </AdminCard>
          {order.note && (
            <AdminCard title="Order note">
              <p className={styles.noteText}>{order.note}</p>
            </AdminCard>
          )}
        </div>
        <div className={kit.stack}>
          <AdminCard title="Customer">
            <p className={styles.customer}>
              <Link href={`/admin/customers/${order.customer.id}`}>{order.customer.name}</Link>
              <a href={`tel:${order.customer.mobileNumber}`} className={styles.call}>
                <Phone aria-hidden="true" size={16} />
                <span className="visually-hidden">Call </span>
                {displayMobile(order.customer.mobileNumber)}
              </a>
            </p>
          </AdminCard>
          {order.delivery && (
            <AdminCard title="Delivery">
              <OrderDelivery delivery={order.delivery} />
            </AdminCard>
          )}
          <AdminCard title="Delivery address">
            <ShippingAddressLines address={order.shippingAddress} callable />
          </AdminCard>
          <AdminCard title="Timeline">
            <OrderTimeline order={order} />
          </AdminCard>
          <AdminCard title="Messages to the customer">
            <OrderMessages orderId={order.id} version={order.updatedAt} />
          </AdminCard>
        </div>
      </div>
    </AdminPage>
  );
}
