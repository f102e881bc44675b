import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { OfferList } from '@/features/admin/offers/offer-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Offers' };

export default function OffersPage() {
  return (
    <AdminPage title="Offers" actions={<ButtonLink href="/admin/offers/new">New offer</ButtonLink>}>
      <OfferList />
    </AdminPage>
  );
}
