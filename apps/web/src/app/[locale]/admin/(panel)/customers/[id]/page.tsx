import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CustomerDetail } from '@/features/admin/customers/customer-detail';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Customer' };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <CustomerDetail id={id} />;
}
