import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { OfferEditor } from '@/features/admin/offers/offer-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('offer') };
}

export default async function OfferPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <OfferEditor id={id} />;
}
