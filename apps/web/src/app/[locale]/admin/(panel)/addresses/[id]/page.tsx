import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddressEditor } from '@/features/admin/addresses/address-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Address' };

export default async function AddressPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <AddressEditor id={id} />;
}
