import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReportsScreen } from '@/features/admin/reports/reports-screen';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminReports');
  return { title: t('title') };
}

export default async function ReportsPage() {
  const t = await getTranslations('adminReports');
  return (
    <AdminPage title={t('title')}>
      <ReportsScreen />
    </AdminPage>
  );
}
