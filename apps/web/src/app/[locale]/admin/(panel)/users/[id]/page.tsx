import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserEditor } from '@/features/admin/users/user-editor';

export const metadata: Metadata = { title: 'Staff user' };

export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return (
    <AdminOnly title="Staff user">
      <UserEditor id={id} />
    </AdminOnly>
  );
}
