import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryEditor } from '@/features/admin/categories/category-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Category' };

export default async function CategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <CategoryEditor id={id} />;
}
