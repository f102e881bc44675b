import type { Metadata } from 'next';
import { CustomerList } from '@/features/admin/customers/customer-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Customers' };

export default function CustomersPage() {
  return (
    <AdminPage title="Customers">
      <CustomerList />
    </AdminPage>
  );
}
