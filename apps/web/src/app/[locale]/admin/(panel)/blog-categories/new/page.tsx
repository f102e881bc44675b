import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogCategoryEditor } from '@/features/admin/blog-categories/blog-category-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('newBlogCategory') };
}

export default function NewBlogCategoryPage() {
  return <BlogCategoryEditor />;
}
