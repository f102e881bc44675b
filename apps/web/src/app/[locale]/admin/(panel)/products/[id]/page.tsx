import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { routeId } from '@/features/admin/form/route-id';
import { ProductEditor } from '@/features/admin/products/product-editor';

export const metadata: Metadata = { title: 'Product' };

export default async function ProductPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <ProductEditor id={id} />;
}
