import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { AdminOnly } from '@/features/admin/users/admin-only';
import { UserEditor } from '@/features/admin/users/user-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.user') };
}

export default async function UserPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  const t = await getTranslations('adminPeople');
  return (
    <AdminOnly title={t('titles.user')}>
      <UserEditor id={id} />
    </AdminOnly>
  );
}
