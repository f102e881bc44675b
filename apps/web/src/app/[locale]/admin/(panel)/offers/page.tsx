import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { OfferList } from '@/features/admin/offers/offer-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('offers') };
}

export default async function OffersPage() {
  const t = await getTranslations('adminContent.titles');
  return (
    <AdminPage
      title={t('offers')}
      actions={<ButtonLink href="/admin/offers/new">{t('newOffer')}</ButtonLink>}
    >
      <OfferList />
    </AdminPage>
  );
}
