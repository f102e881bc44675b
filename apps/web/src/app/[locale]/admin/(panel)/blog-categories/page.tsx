import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { BlogCategoryList } from '@/features/admin/blog-categories/blog-category-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('blogCategories') };
}

export default async function BlogCategorysPage() {
  const t = await getTranslations('adminContent.titles');
  return (
    <AdminPage
      title={t('blogCategories')}
      actions={<ButtonLink href="/admin/blog-categories/new">{t('newBlogCategory')}</ButtonLink>}
    >
      <BlogCategoryList />
    </AdminPage>
  );
}
