import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { AddressList } from '@/features/admin/addresses/address-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Addresses' };

export default function AddressesPage() {
  return (
    <AdminPage title="Addresses" actions={<ButtonLink href="/admin/addresses/new">New address</ButtonLink>}>
      <AddressList />
    </AdminPage>
  );
}
