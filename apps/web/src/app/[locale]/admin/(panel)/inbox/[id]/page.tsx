import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { MessageDetail } from '@/features/admin/inbox/message-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('messageTitle') };
}

export default async function MessagePage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <MessageDetail id={id} />;
}
