import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserList } from '@/features/admin/users/user-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.users') };
}

export default async function UsersPage() {
  const t = await getTranslations('adminPeople');
  return (
    <AdminOnly title={t('titles.users')}>
      <AdminPage
        title={t('titles.users')}
        actions={<ButtonLink href="/admin/users/new">{t('users.new')}</ButtonLink>}
      >
        <UserList />
      </AdminPage>
    </AdminOnly>
  );
}
