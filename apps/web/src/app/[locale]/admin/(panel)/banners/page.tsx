import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { BannerList } from '@/features/admin/banners/banner-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('banners') };
}

export default async function BannersPage() {
  const t = await getTranslations('adminContent.titles');
  return (
    <AdminPage
      title={t('banners')}
      actions={<ButtonLink href="/admin/banners/new">{t('newBanner')}</ButtonLink>}
    >
      <BannerList />
    </AdminPage>
  );
}
