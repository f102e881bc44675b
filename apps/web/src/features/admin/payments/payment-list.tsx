'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { AdminList } from '@/features/admin/list/admin-list';
import { DateRangeFilter } from '@/features/admin/list/date-range-filter';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { PaymentStatusBadge } from '@/features/admin/shell/payment-status-badge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { PaymentExportButton } from './payment-export-button';
import { METHOD_OPTIONS, PAYMENT_STATUS_OPTIONS } from './payment-options';
import { PaymentTotals } from './payment-totals';
import styles from './payments.module.css';

const METHOD_LABEL = Object.fromEntries(METHOD_OPTIONS.map((o) => [o.value, o.label]));

/**
 * `/admin/payments` (issue 15.7): each order's money, newest order first; by payment status,
 * method and order date, searched like the order list; the sums over the filter above the rows,
 * and the same rows as CSV.
 */
export function PaymentList() {
  return (
    <AdminList
      caption="Payments"
      endpoint={paymentRoutes.listPayments}
      searchLabel="Order number, name or mobile"
      filters={[
        { name: 'status', label: 'Payment', options: PAYMENT_STATUS_OPTIONS },
        { name: 'method', label: 'Method', options: METHOD_OPTIONS },
      ]}
      toolbar={
        <>
          <DateRangeFilter />
          <PaymentExportButton />
        </>
      }
      summary={(answer) => <PaymentTotals totals={answer.totals} />}
      rowKey={(p) => p.orderId}
      empty="No payments match."
      columns={[
        {
          key: 'order',
          header: 'Order and date',
          cell: (p) => (
            <span className={styles.who}>
              <Link href={`/admin/orders/${p.orderId}`} className="admin-row-link">
                #{p.orderId}
              </Link>
              <small>{formatDateTime(p.placedAt)}</small>
              <small className={styles.phoneOnly}>{p.customer.name}</small>
            </span>
          ),
        },
        {
          key: 'customer',
          header: 'Customer',
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
          header: 'Method and payment',
          wide: true,
          cell: (p) => (
            <span className={kit.cellStack}>
              {METHOD_LABEL[p.method]}
              <PaymentStatusBadge status={p.status} />
              {p.references.length > 0 && (
                <span className={styles.references}>{p.references.join(', ')}</span>
              )}
            </span>
          ),
        },
        {
          key: 'order-status',
          header: 'Order',
          wide: true,
          cell: (p) => <OrderStatusBadge status={p.orderStatus} />,
        },
        { key: 'total', header: 'Total', align: 'end', wide: true, cell: (p) => formatPaise(p.total) },
        {
          key: 'received',
          header: 'Received',
          align: 'end',
          wide: true,
          cell: (p) =>
            p.receivedUpi > 0 ? (
              <>
                {formatPaise(p.received)}
                <br />
                <small>UPI at the door {formatPaise(p.receivedUpi)}</small>
              </>
            ) : (
              formatPaise(p.received)
            ),
        },
        {
          key: 'refunded',
          header: 'Refunded',
          align: 'end',
          wide: true,
          cell: (p) => (p.refunded > 0 ? formatPaise(p.refunded) : '—'),
        },
        {
          key: 'due',
          header: 'To collect',
          align: 'end',
          wide: true,
          cell: (p) => (p.due > 0 ? formatPaise(p.due) : '—'),
        },
        {
          key: 'phone',
          header: 'Money',
          align: 'end',
          narrow: true,
          cell: (p) => (
            <span className={kit.cellStack}>
              {formatPaise(p.total)}
              <PaymentStatusBadge status={p.status} />
              {p.refunded > 0 && <small>Refunded {formatPaise(p.refunded)}</small>}
            </span>
          ),
        },
      ]}
    />
  );
}
