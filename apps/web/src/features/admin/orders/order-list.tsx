'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { CustomerFilter } from '@/features/admin/customers/customer-filter';
import { AdminList } from '@/features/admin/list/admin-list';
import { DateRangeFilter } from '@/features/admin/list/date-range-filter';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { pieceCount, STATUS_OPTIONS } from './order-moves';
import styles from './orders.module.css';

/**
 * `/admin/orders`: newest first; by status, order date (India time), customer; search by number, name,
 * mobile; archived orders apart.
 */
export function OrderList() {
  return (
    <AdminList
      caption="Orders"
      endpoint={orderRoutes.listOrders}
      searchLabel="Order number, name or mobile"
      filters={[
        { name: 'status', label: 'Status', options: STATUS_OPTIONS },
        // Archived orders (put away by staff) are out of the list unless asked for.
        {
          name: 'archived',
          label: 'Shown',
          allLabel: 'Current orders',
          options: [{ value: 'true', label: 'Archived orders' }],
        },
      ]}
      toolbar={
        <>
          <DateRangeFilter />
          <CustomerFilter />
        </>
      }
      rowKey={(o) => o.id}
      empty="No orders match."
      columns={[
        {
          key: 'number',
          header: 'Order and date',
          cell: (o) => (
            <span className={styles.who}>
              <Link href={`/admin/orders/${o.id}`} className="admin-row-link">
                #{o.id}
              </Link>
              <small>{formatDateTime(o.createdAt)}</small>
              <small className={styles.phoneOnly}>{o.customer.name}</small>
            </span>
          ),
        },
        {
          key: 'customer',
          header: 'Customer',
          wide: true,
          cell: (o) => (
            <span className={styles.who}>
              {o.customer.name}
              <small>{displayMobile(o.customer.mobileNumber)}</small>
            </span>
          ),
        },
        { key: 'items', header: 'Items', align: 'end', wide: true, cell: (o) => pieceCount(o.items) },
        { key: 'total', header: 'Total', align: 'end', wide: true, cell: (o) => formatPaise(o.total) },
        { key: 'status', header: 'Status', wide: true, cell: (o) => <OrderStatusBadge status={o.status} /> },
        {
          key: 'phone',
          header: 'Total and status',
          align: 'end',
          narrow: true,
          cell: (o) => (
            <span className={kit.cellStack}>
              {formatPaise(o.total)}
              <OrderStatusBadge status={o.status} />
            </span>
          ),
        },
      ]}
    />
  );
}
