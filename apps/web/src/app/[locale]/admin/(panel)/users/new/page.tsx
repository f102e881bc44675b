import type { Metadata } from 'next';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserEditor } from '@/features/admin/users/user-editor';

export const metadata: Metadata = { title: 'New staff user' };

export default function NewUserPage() {
  return (
    <AdminOnly title="New staff user">
      <UserEditor />
    </AdminOnly>
  );
}
