import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BannerEditor } from '@/features/admin/banners/banner-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('banner') };
}

export default async function BannerPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BannerEditor id={id} />;
}
