import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('blog') };
}

export default async function BlogPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BlogEditor id={id} />;
}
