import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { NotifyCustomers } from '@/features/admin/inbox/notify-customers';

export const metadata: Metadata = { title: 'Notify requests' };

export default async function NotifyProductPage({ params }: { params: Promise<{ productId: string }> }) {
  const productId = routeId((await params).productId);
  if (!productId) notFound();
  return <NotifyCustomers productId={productId} />;
}
