import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserList } from '@/features/admin/users/user-list';

export const metadata: Metadata = { title: 'Staff users' };

export default function UsersPage() {
  return (
    <AdminOnly title="Staff users">
      <AdminPage
        title="Staff users"
        actions={<ButtonLink href="/admin/users/new">New staff user</ButtonLink>}
      >
        <UserList />
      </AdminPage>
    </AdminOnly>
  );
}
