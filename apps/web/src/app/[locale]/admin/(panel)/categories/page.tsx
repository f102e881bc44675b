import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { CategoryList } from '@/features/admin/categories/category-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminCatalogue.titles');
  return { title: t('categories') };
}

export default async function CategoriesPage() {
  const t = await getTranslations('adminCatalogue.titles');
  return (
    <AdminPage
      title={t('categories')}
      actions={<ButtonLink href="/admin/categories/new">{t('newCategory')}</ButtonLink>}
    >
      <CategoryList />
    </AdminPage>
  );
}
