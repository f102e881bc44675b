'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { useTranslations } from 'next-intl';
import { CustomerFilter } from '@/features/admin/customers/customer-filter';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import styles from './addresses.module.css';

/** `/admin/addresses`: every delivery address, newest first, or one customer's; search by name, place, number. */
export function AddressList() {
  const t = useTranslations('adminPeople');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('titles.addresses')}
      endpoint={addressRoutes.listAddresses}
      searchLabel={t('addresses.search')}
      toolbar={<CustomerFilter />}
      rowKey={(a) => a.id}
      empty={t('addresses.none')}
      columns={[
        {
          key: 'name',
          header: t('addresses.receiver'),
          cell: (a) => (
            <Link href={`/admin/addresses/${a.id}`} className="admin-row-link">
              {a.name}
            </Link>
          ),
        },
        {
          key: 'address',
          header: t('fields.address'),
          cell: (a) => (
            <span className={styles.lines}>
              {a.line1}
              <small>
                {a.city}, {a.pincode}
              </small>
            </span>
          ),
        },
        {
          key: 'mobile',
          header: t('fields.mobileShort'),
          wide: true,
          cell: (a) => displayMobile(a.mobileNumber),
        },
        {
          key: 'customer',
          header: t('fields.customer'),
          cell: (a) => <Link href={`/admin/customers/${a.customer.id}`}>{a.customer.name}</Link>,
        },
        {
          key: 'default',
          header: t('fields.default'),
          wide: true,
          cell: (a) => (a.isDefault ? <StatusBadge tone="info">{t('fields.default')}</StatusBadge> : null),
        },
        {
          key: 'created',
          header: t('fields.added'),
          wide: true,
          cell: (a) => formatDate(a.createdAt, language),
        },
      ]}
    />
  );
}
