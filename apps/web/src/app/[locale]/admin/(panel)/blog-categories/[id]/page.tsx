import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogCategoryEditor } from '@/features/admin/blog-categories/blog-category-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('blogCategory') };
}

export default async function BlogCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <BlogCategoryEditor id={id} />;
}
