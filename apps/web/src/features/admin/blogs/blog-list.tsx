'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { useBlogCategories } from './use-blog-categories';

/** `/admin/blogs`: published posts and drafts. */
export function BlogList() {
  const t = useTranslations('adminContent.blogs.list');
  const categories = useBlogCategories();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={blogRoutes.listBlogs}
      searchLabel={t('search')}
      rowKey={(b) => b.id}
      filters={[
        missingTamilFilter,
        {
          name: 'blogCategoryId',
          label: t('category'),
          options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
        {
          name: 'published',
          label: t('status'),
          options: [
            { value: 'true', label: t('published') },
            { value: 'false', label: t('draft') },
          ],
        },
      ]}
      columns={[
        {
          key: 'title',
          header: t('title'),
          cell: (b) => (
            <Link href={`/admin/blogs/${b.id}`} className="admin-row-link">
              {b.title}
            </Link>
          ),
        },
        { key: 'category', header: t('category'), wide: true, cell: (b) => b.blogCategory.name },
        {
          key: 'status',
          header: t('status'),
          cell: (b) => (
            <StatusBadge tone={b.published ? 'good' : 'muted'}>
              {b.published ? t('published') : t('draft')}
            </StatusBadge>
          ),
        },
        {
          key: 'date',
          header: t('date'),
          wide: true,
          cell: (b) => (b.publishedAt ? formatDate(b.publishedAt) : '—'),
        },
        tamilColumn({ title: 'title', excerpt: 'excerpt' }),
      ]}
    />
  );
}
