'use client';

import { useTranslations } from 'next-intl';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { NewCustomerForm } from './new-customer-form';

/** `/admin/customers/new`: a customer's account made by staff; then their page, to add an address. */
export function NewCustomerPage() {
  const t = useTranslations('adminPeople');
  return (
    <AdminPage title={t('customers.new')} back={{ href: '/admin/customers', label: t('titles.customers') }}>
      <AdminCard title={t('customers.profile')}>
        <NewCustomerForm goTo={(customer) => `/admin/customers/${customer.id}`} />
      </AdminCard>
    </AdminPage>
  );
}
