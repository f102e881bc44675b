import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { CustomerList } from '@/features/admin/customers/customer-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Customers' };

export default function CustomersPage() {
  return (
    <AdminPage title="Customers" actions={<ButtonLink href="/admin/customers/new">New customer</ButtonLink>}>
      <CustomerList />
    </AdminPage>
  );
}
