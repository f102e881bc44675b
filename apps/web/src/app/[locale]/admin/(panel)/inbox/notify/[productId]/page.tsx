import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { NotifyCustomers } from '@/features/admin/inbox/notify-customers';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminInbox');
  return { title: t('notifyTitle') };
}

export default async function NotifyProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const productId = routeId((await params).productId);
  if (!productId) notFound();
  return <NotifyCustomers productId={productId} />;
}
