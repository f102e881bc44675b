'use client';

import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminList } from '@/features/admin/list/admin-list';
import { useListParams } from '@/features/admin/list/use-list-params';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

const CHOICES = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'notified', label: 'Already told' },
] as const;

/** Waiting or told: two views of one list, kept in the URL (`?status=notified`). */
function StatusChoice() {
  const { values, set } = useListParams();
  const current = values.status === 'notified' ? 'notified' : 'waiting';
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">Which customers</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} data-checked={current === choice.value || undefined}>
          <input
            type="radio"
            name="notify-status"
            value={choice.value}
            checked={current === choice.value}
            onChange={() => set({ status: choice.value === 'waiting' ? undefined : choice.value })}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** `/admin/inbox/notify/{productId}`: who waits for the product (first asked first) or was told. */
export function NotifyCustomers({ productId }: { productId: number }) {
  const product = useAdminRecord(productRoutes.getProduct, { params: { id: productId } });
  const name = product.data?.name ?? 'Product';
  return (
    <AdminPage title={`Waiting for ${name}`} back={{ href: '/admin/inbox/notify', label: 'Notify requests' }}>
      {product.data && (
        <p>
          {product.data.stock > 0
            ? `${product.data.stock} in stock: waiting customers are told by SMS when stock goes up from zero.`
            : 'Sold out. Everyone waiting gets an SMS as soon as the stock goes above zero.'}{' '}
          <Link href={`/admin/products/${productId}`}>Edit the product</Link>
        </p>
      )}
      <AdminList
        caption={`Customers waiting for ${name}`}
        endpoint={notifyRoutes.listProductNotifyRequests}
        params={{ productId }}
        rowKey={(r) => r.id}
        toolbar={<StatusChoice />}
        empty="Nobody here."
        columns={[
          { key: 'customer', header: 'Customer', cell: (r) => r.customerName },
          {
            key: 'mobile',
            header: 'Mobile',
            cell: (r) => <span className={styles.nowrap}>{r.mobileNumber}</span>,
          },
          {
            key: 'state',
            header: 'State',
            cell: (r) =>
              r.status === 'waiting' ? (
                <StatusBadge tone="warn">Waiting</StatusBadge>
              ) : (
                <StatusBadge tone="good">Told {r.notifiedAt ? formatDateTime(r.notifiedAt) : ''}</StatusBadge>
              ),
          },
          { key: 'asked', header: 'Asked', wide: true, cell: (r) => formatDateTime(r.createdAt) },
        ]}
      />
    </AdminPage>
  );
}
