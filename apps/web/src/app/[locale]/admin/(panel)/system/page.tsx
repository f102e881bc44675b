import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SystemJobsScreen } from '@/features/admin/system/system-jobs-screen';
import { AdminOnly } from '@/features/admin/users/admin-only';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings.system');
  return { title: t('title') };
}

export default async function SystemPage() {
  const t = await getTranslations('adminSettings.system');
  return (
    <AdminOnly title={t('title')}>
      <SystemJobsScreen />
    </AdminOnly>
  );
}
