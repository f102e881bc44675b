import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { ReviewDetail } from '@/features/admin/reviews/review-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('review') };
}

export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <ReviewDetail id={id} />;
}
