'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, Printer } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import { useStateName } from '@/features/address/use-state-name';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { discountText } from '@/features/order/order-money';
import { useOrderWords } from '@/features/order/use-order-words';
import { staffData } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
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
  const t = useTranslations('adminOrders');
  const language = useLanguage();
  const orderWords = useOrderWords();
  const stateName = useStateName();
  const record = useAdminRecord(orderRoutes.getOrder, { params: { id } });
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => staffData(settingsRoutes.getShopSettings),
  });
  const order = record.data;
  const farm = settings.data;
  if (!order || !farm) return <RecordState query={record.data ? settings : record} what={t('detail.what')} />;
  const cashDue = order.paymentMethod === 'COD' && order.paymentStatus === 'COD_DUE';

  return (
    <article className={styles.slip} aria-label={t('slip.label', { id: order.id })}>
      <div className={`${formStyles.row} ${styles.tools}`}>
        <Link href={`/admin/orders/${order.id}`} className={styles.back}>
          <ChevronLeft aria-hidden="true" size={16} /> {t('slip.back', { id: order.id })}
        </Link>
        <button type="button" className={formStyles.button} onClick={() => window.print()}>
          <Printer aria-hidden="true" size={18} /> {t('slip.print')}
        </button>
      </div>
      <header className={styles.head}>
        <div>
          <h1 className={styles.farm}>{farm.farmName}</h1>
          <p className={styles.from}>
            {farm.addressLine1}
            {farm.addressLine2 && `, ${farm.addressLine2}`}, {farm.city}, {stateName(farm.state)}{' '}
            {farm.pincode}
            <br />
            {displayMobile(farm.phone)} · {farm.careEmail}
          </p>
        </div>
        <div className={styles.number}>
          <h2>{t('slip.heading')}</h2>
          <p>
            {t.rich('slip.order', { id: order.id, strong: (words) => <strong>{words}</strong> })}
            <br />
            {formatDate(order.createdAt, language)}
          </p>
        </div>
      </header>
      <section className={styles.to} aria-label={t('slip.deliverTo')}>
        <h3>{t('slip.deliverTo')}</h3>
        <ShippingAddressLines address={order.shippingAddress} />
        <p className={styles.ordered}>
          {t('slip.orderedBy', {
            name: order.customer.name,
            mobile: displayMobile(order.customer.mobileNumber),
          })}
        </p>
        {order.delivery && (
          <p className={styles.ordered}>
            <strong>{t('slip.delivery', { text: orderWords.delivery(order.delivery) })}</strong> (
            {order.delivery.areaName})
          </p>
        )}
      </section>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('slip.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('slip.code')}</th>
            <th scope="col">{t('slip.product')}</th>
            <th scope="col" data-align="end">
              {t('slip.qty')}
            </th>
            <th scope="col" data-align="end">
              {t('slip.amount')}
            </th>
            <th scope="col" data-align="center">
              {t('slip.packed')}
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
        <dt>{t('slip.pieces', { count: pieceCount(order.items) })}</dt>
        <dd>{formatPaise(order.subtotal)}</dd>
        {order.discountTotal > 0 && (
          <>
            <dt>{t('slip.offers')}</dt>
            <dd>{discountText(order.discountTotal)}</dd>
          </>
        )}
        {order.couponDiscount > 0 && (
          <>
            <dt>{t('slip.coupon', { code: order.couponCode ?? '' })}</dt>
            <dd>{discountText(order.couponDiscount)}</dd>
          </>
        )}
        <dt>{t('slip.deliveryFee')}</dt>
        <dd>{order.deliveryFee === 0 ? t('slip.free') : formatPaise(order.deliveryFee)}</dd>
        <dt className={styles.collect}>
          {cashDue
            ? t('slip.cash')
            : order.paymentMethod === 'MONTHLY_BILL'
              ? t('slip.onBill')
              : t('slip.paid')}
        </dt>
        <dd className={styles.collect}>{formatPaise(order.total)}</dd>
      </dl>
      {order.note && <p className={styles.noteLine}>{t('slip.note', { note: order.note })}</p>}
      <p className={styles.thanks}>{t('slip.thanks', { farm: farm.farmName })}</p>
    </article>
  );
}
