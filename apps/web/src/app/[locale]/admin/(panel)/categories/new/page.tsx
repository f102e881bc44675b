import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CategoryEditor } from '@/features/admin/categories/category-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('newCategory') };
}

export default function NewCategoryPage() {
  return <CategoryEditor />;
}
