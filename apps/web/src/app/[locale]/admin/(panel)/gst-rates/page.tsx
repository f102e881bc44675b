import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { GstRatesScreen } from '@/features/admin/gst-rates/gst-rates-screen';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('gstRates') };
}

export default async function GstRatesPage() {
  const t = await getTranslations('adminCatalogue.titles');
  return (
    <AdminPage title={t('gstRates')}>
      <GstRatesScreen />
    </AdminPage>
  );
}
