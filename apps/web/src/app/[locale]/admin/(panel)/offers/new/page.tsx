import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { OfferEditor } from '@/features/admin/offers/offer-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('newOffer') };
}

export default function NewOfferPage() {
  return <OfferEditor />;
}
