import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { OrderSlip } from '@/features/admin/orders/order-slip';

export const metadata: Metadata = { title: 'Packing slip' };

export default async function PackingSlipPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OrderSlip id={id} />;
}
