'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { CustomerStatus } from './customer-privacy-actions';

/** `/admin/customers`: newest first; search by name or digits of the mobile number. */
export function CustomerList() {
  const t = useTranslations('adminPeople');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('titles.customers')}
      endpoint={customerRoutes.listCustomers}
      searchLabel={t('customers.search')}
      rowKey={(c) => c.id}
      empty={t('customers.none')}
      columns={[
        {
          key: 'name',
          header: t('fields.name'),
          cell: (c) => (
            <Link href={`/admin/customers/${c.id}`} className="admin-row-link">
              {c.name}
            </Link>
          ),
        },
        { key: 'mobile', header: t('fields.mobileShort'), cell: (c) => displayMobile(c.mobileNumber) },
        { key: 'email', header: t('fields.email'), wide: true, cell: (c) => c.email ?? '—' },
        {
          key: 'status',
          header: t('customers.account'),
          cell: (c) => <CustomerStatus customer={c} />,
        },
        {
          key: 'joined',
          header: t('fields.joined'),
          wide: true,
          cell: (c) => formatDate(c.createdAt, language),
        },
      ]}
    />
  );
}
