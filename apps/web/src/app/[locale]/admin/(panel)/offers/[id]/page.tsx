import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { OfferEditor } from '@/features/admin/offers/offer-editor';

export const metadata: Metadata = { title: 'Offer' };

export default async function OfferPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OfferEditor id={id} />;
}
