'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { useTranslations } from 'next-intl';
import { CustomerFilter } from '@/features/admin/customers/customer-filter';
import { AdminList } from '@/features/admin/list/admin-list';
import { DateRangeFilter } from '@/features/admin/list/date-range-filter';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { pieceCount, useStatusOptions } from './order-moves';
import styles from './orders.module.css';

/**
 * `/admin/orders`: newest first; by status, order date (India time), customer; search by number, name,
 * mobile; archived orders apart.
 */
export function OrderList() {
  const t = useTranslations('adminOrders.list');
  const language = useLanguage();
  const statusOptions = useStatusOptions();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={orderRoutes.listOrders}
      searchLabel={t('search')}
      filters={[
        { name: 'status', label: t('status'), options: statusOptions },
        // Archived orders (put away by staff) are out of the list unless asked for.
        {
          name: 'archived',
          label: t('shown'),
          allLabel: t('current'),
          options: [{ value: 'true', label: t('archived') }],
        },
      ]}
      toolbar={
        <>
          <DateRangeFilter />
          <CustomerFilter />
        </>
      }
      rowKey={(o) => o.id}
      empty={t('empty')}
      columns={[
        {
          key: 'number',
          header: t('number'),
          cell: (o) => (
            <span className={styles.who}>
              <Link href={`/admin/orders/${o.id}`} className="admin-row-link">
                #{o.id}
              </Link>
              <small>{formatDateTime(o.createdAt, language)}</small>
              <small className={styles.phoneOnly}>{o.customer.name}</small>
            </span>
          ),
        },
        {
          key: 'customer',
          header: t('customer'),
          wide: true,
          cell: (o) => (
            <span className={styles.who}>
              {o.customer.name}
              <small>{displayMobile(o.customer.mobileNumber)}</small>
            </span>
          ),
        },
        { key: 'items', header: t('items'), align: 'end', wide: true, cell: (o) => pieceCount(o.items) },
        { key: 'total', header: t('total'), align: 'end', wide: true, cell: (o) => formatPaise(o.total) },
        {
          key: 'status',
          header: t('status'),
          wide: true,
          cell: (o) => <OrderStatusBadge status={o.status} />,
        },
        {
          key: 'phone',
          header: t('totalAndStatus'),
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
