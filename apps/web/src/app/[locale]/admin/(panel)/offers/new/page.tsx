import type { Metadata } from 'next';
import { OfferEditor } from '@/features/admin/offers/offer-editor';

export const metadata: Metadata = { title: 'New offer' };

export default function NewOfferPage() {
  return <OfferEditor />;
}
