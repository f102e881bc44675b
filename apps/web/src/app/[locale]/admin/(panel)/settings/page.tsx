import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SettingsScreen } from '@/features/admin/settings/settings-screen';
import { AdminOnly } from '@/features/admin/users/admin-only';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSettings');
  return { title: t('title') };
}

export default async function SettingsPage() {
  const t = await getTranslations('adminSettings');
  return (
    <AdminOnly title={t('title')}>
      <SettingsScreen />
    </AdminOnly>
  );
}
