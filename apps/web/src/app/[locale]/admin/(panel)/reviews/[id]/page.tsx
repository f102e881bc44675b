import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { ReviewDetail } from '@/features/admin/reviews/review-detail';

export const metadata: Metadata = { title: 'Review' };

export default async function ReviewPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <ReviewDetail id={id} />;
}
