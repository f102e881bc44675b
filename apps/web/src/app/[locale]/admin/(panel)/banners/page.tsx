import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { BannerList } from '@/features/admin/banners/banner-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Banners' };

export default function BannersPage() {
  return (
    <AdminPage title="Banners" actions={<ButtonLink href="/admin/banners/new">New banner</ButtonLink>}>
      <BannerList />
    </AdminPage>
  );
}
