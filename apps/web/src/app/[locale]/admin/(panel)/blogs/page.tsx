import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { BlogList } from '@/features/admin/blogs/blog-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('blogs') };
}

export default async function BlogsPage() {
  const t = await getTranslations('adminContent.titles');
  return (
    <AdminPage title={t('blogs')} actions={<ButtonLink href="/admin/blogs/new">{t('newBlog')}</ButtonLink>}>
      <BlogList />
    </AdminPage>
  );
}
