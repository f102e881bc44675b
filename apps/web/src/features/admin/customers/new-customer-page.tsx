'use client';

import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { NewCustomerForm } from './new-customer-form';

/** `/admin/customers/new`: a customer's account made by staff; then their page, to add an address. */
export function NewCustomerPage() {
  return (
    <AdminPage title="New customer" back={{ href: '/admin/customers', label: 'Customers' }}>
      <AdminCard title="Profile">
        <NewCustomerForm goTo={(customer) => `/admin/customers/${customer.id}`} />
      </AdminCard>
    </AdminPage>
  );
}
