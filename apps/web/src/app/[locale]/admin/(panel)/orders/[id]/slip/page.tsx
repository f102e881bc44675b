import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { OrderSlip } from '@/features/admin/orders/order-slip';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOrders');
  return { title: t('slipTitle') };
}

export default async function PackingSlipPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OrderSlip id={id} />;
}
