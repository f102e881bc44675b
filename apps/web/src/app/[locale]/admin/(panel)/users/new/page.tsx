import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserEditor } from '@/features/admin/users/user-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.newUser') };
}

export default async function NewUserPage() {
  const t = await getTranslations('adminPeople');
  return (
    <AdminOnly title={t('titles.newUser')}>
      <UserEditor />
    </AdminOnly>
  );
}
