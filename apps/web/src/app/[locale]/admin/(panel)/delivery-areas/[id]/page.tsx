import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DeliveryAreaEditor } from '@/features/admin/delivery/delivery-area-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Delivery area' };

export default async function DeliveryAreaPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <DeliveryAreaEditor id={id} />;
}
