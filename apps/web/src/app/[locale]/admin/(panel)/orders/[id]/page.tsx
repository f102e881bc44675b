import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { OrderDetail } from '@/features/admin/orders/order-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOrders');
  return { title: t('orderTitle') };
}

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OrderDetail id={id} />;
}
