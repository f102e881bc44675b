import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BannerEditor } from '@/features/admin/banners/banner-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Banner' };

export default async function BannerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BannerEditor id={id} />;
}
