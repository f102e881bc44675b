'use client';

import type { OrderStatus } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { Phone, Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
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

/** Orders whose story has ended: staff may put them away (the server's rule, order-archive.service.ts). */
const CLOSED: readonly OrderStatus[] = ['DELIVERED', 'CANCELLED', 'RETURNED'];

/** `/admin/orders/{id}`: what was ordered, where it goes, who ordered, what happened, what is next. */
export function OrderDetail({ id }: { id: number }) {
  const t = useTranslations('adminOrders');
  const language = useLanguage();
  const back = { href: '/admin/orders', label: t('title') };
  const record = useAdminRecord(orderRoutes.getOrder, { params: { id } });
  const order = record.data;
  if (!order) {
    return (
      <AdminPage title={t('detail.heading', { id })} back={back}>
        <RecordState query={record} what={t('detail.what')} />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={t('detail.heading', { id: order.id })}
      back={back}
      actions={
        <Link
          href={`/admin/orders/${order.id}/slip`}
          className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        >
          <Printer aria-hidden="true" size={16} /> {t('detail.packingSlip')}
        </Link>
      }
    >
      <p className={styles.meta}>
        <OrderStatusBadge status={order.status} />{' '}
        {t('detail.placed', { at: formatDateTime(order.createdAt, language) })}
        {order.placedByStaff ? t('detail.byPhone') : t('detail.onShop')} ·{' '}
        {t(`paymentMethod.${order.paymentMethod}`)}
        {order.archivedAt && t('detail.archived')}
      </p>
      <div className={`${kit.split} ${styles.detail}`}>
        <div className={kit.stack}>
          <AdminCard title={t('detail.nextStep')}>
            <OrderActions order={order} onChanged={() => record.refetch()} />
          </AdminCard>
          {(CLOSED.includes(order.status) || order.archivedAt) && (
            <AdminCard title={t('detail.putAway')}>
              <OrderArchive order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          {order.status === 'DELIVERED' && (
            <AdminCard title={t('detail.cameBack')}>
              <ReturnSomeItems order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          {order.status === 'RETURNED' && (
            <AdminCard title={t('detail.returnedGoods')}>
              <ReturnToStock order={order} onChanged={() => record.refetch()} />
            </AdminCard>
          )}
          <AdminCard title={t('detail.items')}>
            <OrderLines order={order} />
          </AdminCard>
          <AdminCard title={t('detail.payment')}>
            <OrderPayment key={order.updatedAt} order={order} onChanged={() => record.refetch()} />
          </AdminCard>
          {order.note && (
            <AdminCard title={t('detail.note')}>
              <p className={styles.noteText}>{order.note}</p>
            </AdminCard>
          )}
        </div>
        <div className={kit.stack}>
          <AdminCard title={t('detail.customer')}>
            <p className={styles.customer}>
              <Link href={`/admin/customers/${order.customer.id}`}>{order.customer.name}</Link>
              <a href={`tel:${order.customer.mobileNumber}`} className={styles.call}>
                <Phone aria-hidden="true" size={16} />
                <span className="visually-hidden">{t('detail.call')}</span>
                {displayMobile(order.customer.mobileNumber)}
              </a>
            </p>
          </AdminCard>
          {order.delivery && (
            <AdminCard title={t('detail.delivery')}>
              <OrderDelivery delivery={order.delivery} />
            </AdminCard>
          )}
          <AdminCard title={t('detail.address')}>
            <ShippingAddressLines address={order.shippingAddress} callable />
          </AdminCard>
          <AdminCard title={t('detail.timeline')}>
            <OrderTimeline order={order} />
          </AdminCard>
          <AdminCard title={t('detail.messages')}>
            <OrderMessages orderId={order.id} version={order.updatedAt} />
          </AdminCard>
        </div>
      </div>
    </AdminPage>
  );
}
