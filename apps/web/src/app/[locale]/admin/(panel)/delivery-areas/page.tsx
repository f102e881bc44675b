import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { DeliveryAreaList } from '@/features/admin/delivery/delivery-area-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Delivery areas' };

export default function DeliveryAreasPage() {
  return (
    <AdminPage
      title="Delivery areas"
      actions={<ButtonLink href="/admin/delivery-areas/new">New delivery area</ButtonLink>}
    >
      <DeliveryAreaList />
    </AdminPage>
  );
}
