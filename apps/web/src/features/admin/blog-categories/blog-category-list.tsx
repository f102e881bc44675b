'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/blog-categories`. */
export function BlogCategoryList() {
  const t = useTranslations('adminContent.blogCategories.list');
  return (
    <AdminList
      caption={t('caption')}
      endpoint={blogRoutes.listBlogCategories}
      searchLabel={t('search')}
      rowKey={(c) => c.id}
      filters={[missingTamilFilter]}
      columns={[
        {
          key: 'name',
          header: t('name'),
          cell: (c) => (
            <Link href={`/admin/blog-categories/${c.id}`} className="admin-row-link">
              {c.name}
            </Link>
          ),
        },
        { key: 'blogs', header: t('posts'), align: 'end', cell: (c) => c.blogCount },
        { key: 'updated', header: t('updated'), wide: true, cell: (c) => formatDate(c.updatedAt) },
        tamilColumn({ name: 'name', description: 'description' }),
      ]}
    />
  );
}
