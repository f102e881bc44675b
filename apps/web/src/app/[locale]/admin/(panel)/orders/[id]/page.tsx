import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { OrderDetail } from '@/features/admin/orders/order-detail';

export const metadata: Metadata = { title: 'Order' };

export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OrderDetail id={id} />;
}
