import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { CustomerSubscriptions } from '@/features/admin/subscriptions/customer-subscriptions';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminSubscriptions');
  return { title: t('title') };
}

export default async function CustomerSubscriptionsPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <CustomerSubscriptions customerId={id} />;
}
