'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { DateRangeFilter } from '@/features/admin/list/date-range-filter';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { PaymentStatusBadge } from '@/features/admin/shell/payment-status-badge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { PaymentExportButton } from './payment-export-button';
import { usePaymentOptions } from './payment-options';
import { paidByUpiAtDoor } from './payment-row';
import { PaymentTotals } from './payment-totals';
import styles from './payments.module.css';

/**
 * `/admin/payments` (issue 15.7): each order's money, newest order first; by payment status,
 * method and order date, searched like the order list; the sums over the filter above the rows,
 * and the same rows as CSV.
 */
export function PaymentList() {
  const t = useTranslations('adminOrders.payments');
  const language = useLanguage();
  const options = usePaymentOptions();
  const methodLabel = Object.fromEntries(options.methods.map((o) => [o.value, o.label]));
  return (
    <AdminList
      caption={t('caption')}
      endpoint={paymentRoutes.listPayments}
      searchLabel={t('search')}
      filters={[
        { name: 'status', label: t('payment'), options: options.statuses },
        { name: 'method', label: t('method'), options: options.methods },
      ]}
      toolbar={
        <>
          <DateRangeFilter />
          <PaymentExportButton />
        </>
      }
      summary={(answer) => <PaymentTotals totals={answer.totals} />}
      rowKey={(p) => p.orderId}
      empty={t('empty')}
      columns={[
        {
          key: 'order',
          header: t('order'),
          cell: (p) => (
            <span className={styles.who}>
              <Link href={`/admin/orders/${p.orderId}`} className="admin-row-link">
                #{p.orderId}
              </Link>
              <small>{formatDateTime(p.placedAt, language)}</small>
              <small className={styles.phoneOnly}>{p.customer.name}</small>
            </span>
          ),
        },
        {
          key: 'customer',
          header: t('customer'),
          wide: true,
          cell: (p) => (
            <span className={styles.who}>
              {p.customer.name}
              <small>{displayMobile(p.customer.mobileNumber)}</small>
            </span>
          ),
        },
        {
          key: 'payment',
          header: t('methodAndPayment'),
          wide: true,
          cell: (p) => (
            <span className={kit.cellStack}>
              {methodLabel[p.method]}
              <PaymentStatusBadge status={p.status} upiAtDoor={paidByUpiAtDoor(p)} />
              {p.references.length > 0 && (
                <span className={styles.references}>{p.references.join(', ')}</span>
              )}
            </span>
          ),
        },
        {
          key: 'order-status',
          header: t('orderStatus'),
          wide: true,
          cell: (p) => <OrderStatusBadge status={p.orderStatus} />,
        },
        { key: 'total', header: t('total'), align: 'end', wide: true, cell: (p) => formatPaise(p.total) },
        {
          key: 'received',
          header: t('received'),
          align: 'end',
          wide: true,
          cell: (p) =>
            p.receivedUpi > 0 ? (
              <>
                {formatPaise(p.received)}
                <br />
                <small>{t('upiAtDoor', { amount: formatPaise(p.receivedUpi) })}</small>
              </>
            ) : (
              formatPaise(p.received)
            ),
        },
        {
          key: 'refunded',
          header: t('refunded'),
          align: 'end',
          wide: true,
          cell: (p) => (p.refunded > 0 ? formatPaise(p.refunded) : '—'),
        },
        {
          key: 'due',
          header: t('due'),
          align: 'end',
          wide: true,
          cell: (p) => (p.due > 0 ? formatPaise(p.due) : '—'),
        },
        {
          key: 'phone',
          header: t('money'),
          align: 'end',
          narrow: true,
          cell: (p) => (
            <span className={kit.cellStack}>
              {formatPaise(p.total)}
              <PaymentStatusBadge status={p.status} upiAtDoor={paidByUpiAtDoor(p)} />
              {paidByUpiAtDoor(p) && <span className={styles.references}>{p.references.join(', ')}</span>}
              {p.refunded > 0 && <small>{t('refundedAmount', { amount: formatPaise(p.refunded) })}</small>}
            </span>
          ),
        },
      ]}
    />
  );
}
