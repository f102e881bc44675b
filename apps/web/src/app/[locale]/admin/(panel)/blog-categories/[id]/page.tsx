import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogCategoryEditor } from '@/features/admin/blog-categories/blog-category-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Blog category' };

export default async function BlogCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BlogCategoryEditor id={id} />;
}
