import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BlogEditor } from '@/features/admin/blogs/blog-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('newBlog') };
}

export default function NewBlogPage() {
  return <BlogEditor />;
}
