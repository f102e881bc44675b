'use client';

import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useTranslations } from 'next-intl';
import { useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminList } from '@/features/admin/list/admin-list';
import { useListParams } from '@/features/admin/list/use-list-params';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './inbox.module.css';

const CHOICES = [
  { value: 'waiting', label: 'waiting' },
  { value: 'notified', label: 'alreadyTold' },
] as const;

/** Waiting or told: two views of one list, kept in the URL (`?status=notified`). */
function StatusChoice() {
  const t = useTranslations('adminInbox.notify');
  const { values, set } = useListParams();
  const current = values.status === 'notified' ? 'notified' : 'waiting';
  return (
    <fieldset className={styles.choice}>
      <legend className="visually-hidden">{t('which')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice.value} data-checked={current === choice.value || undefined}>
          <input
            type="radio"
            name="notify-status"
            value={choice.value}
            checked={current === choice.value}
            onChange={() => set({ status: choice.value === 'waiting' ? undefined : choice.value })}
          />
          {t(choice.label)}
        </label>
      ))}
    </fieldset>
  );
}

/** `/admin/inbox/notify/{productId}`: who waits for the product (first asked first) or was told. */
export function NotifyCustomers({ productId }: { productId: number }) {
  const product = useAdminRecord(productRoutes.getProduct, { params: { id: productId } });
  const t = useTranslations('adminInbox.notify');
  const language = useLanguage();
  const name = product.data?.name ?? t('productFallback');
  return (
    <AdminPage
      title={t('waitingFor', { name })}
      back={{ href: '/admin/inbox/notify', label: t('backToRequests') }}
    >
      {product.data && (
        <p>
          {product.data.stock > 0 ? t('inStockNote', { count: product.data.stock }) : t('soldOutNote')}{' '}
          <Link href={`/admin/products/${productId}`}>{t('edit')}</Link>
        </p>
      )}
      <AdminList
        caption={t('customersCaption', { name })}
        endpoint={notifyRoutes.listProductNotifyRequests}
        params={{ productId }}
        rowKey={(r) => r.id}
        toolbar={<StatusChoice />}
        empty={t('nobody')}
        columns={[
          { key: 'customer', header: t('customer'), cell: (r) => r.customerName },
          {
            key: 'mobile',
            header: t('mobile'),
            cell: (r) => <span className={styles.nowrap}>{r.mobileNumber}</span>,
          },
          {
            key: 'state',
            header: t('state'),
            cell: (r) =>
              r.status === 'waiting' ? (
                <StatusBadge tone="warn">{t('waiting')}</StatusBadge>
              ) : (
                <StatusBadge tone="good">
                  {r.notifiedAt ? t('toldAt', { at: formatDateTime(r.notifiedAt, language) }) : t('told')}
                </StatusBadge>
              ),
          },
          {
            key: 'asked',
            header: t('asked'),
            wide: true,
            cell: (r) => formatDateTime(r.createdAt, language),
          },
        ]}
      />
    </AdminPage>
  );
}
