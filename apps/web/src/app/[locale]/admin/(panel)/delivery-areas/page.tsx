import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { DeliveryAreaList } from '@/features/admin/delivery/delivery-area-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery.areas');
  return { title: t('title') };
}

export default async function DeliveryAreasPage() {
  const t = await getTranslations('adminDelivery.areas');
  return (
    <AdminPage
      title={t('title')}
      actions={<ButtonLink href="/admin/delivery-areas/new">{t('new')}</ButtonLink>}
    >
      <DeliveryAreaList />
    </AdminPage>
  );
}
