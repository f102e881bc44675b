import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Blog post' };

export default async function BlogPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BlogEditor id={id} />;
}
