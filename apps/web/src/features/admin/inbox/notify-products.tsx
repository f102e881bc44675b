'use client';

import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/inbox/notify`: the products customers asked to hear about, most awaited first. */
export function NotifyProducts() {
  return (
    <AdminList
      caption="Products customers wait for"
      endpoint={notifyRoutes.listNotifyProducts}
      rowKey={(p) => p.productId}
      empty="Nobody has asked to be told about a product yet."
      columns={[
        {
          key: 'product',
          header: 'Product',
          cell: (p) => (
            <Link href={`/admin/inbox/notify/${p.productId}`} className="admin-row-link">
              {p.name}
            </Link>
          ),
        },
        { key: 'waiting', header: 'Waiting', align: 'end', cell: (p) => p.waiting },
        { key: 'notified', header: 'Told', align: 'end', cell: (p) => p.notified },
        {
          key: 'stock',
          header: 'Stock',
          cell: (p) =>
            p.stock > 0 ? (
              <StatusBadge tone="good">{p.stock} in stock</StatusBadge>
            ) : (
              <StatusBadge tone="bad">Sold out</StatusBadge>
            ),
        },
        { key: 'code', header: 'Code', wide: true, cell: (p) => p.productCode },
        { key: 'last', header: 'Last asked', wide: true, cell: (p) => formatDateTime(p.lastRequestAt) },
      ]}
    />
  );
}
