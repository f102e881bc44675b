import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { ProductEditor } from '@/features/admin/products/product-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('product') };
}

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <ProductEditor id={id} />;
}
