'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/blog-categories`. */
export function BlogCategoryList() {
  return (
    <AdminList
      caption="Blog categories"
      endpoint={blogRoutes.listBlogCategories}
      searchLabel="Search blog categories"
      rowKey={(c) => c.id}
      filters={[missingTamilFilter]}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (c) => (
            <Link href={`/admin/blog-categories/${c.id}`} className="admin-row-link">
              {c.name}
            </Link>
          ),
        },
        { key: 'blogs', header: 'Published posts', align: 'end', cell: (c) => c.blogCount },
        { key: 'updated', header: 'Updated', wide: true, cell: (c) => formatDate(c.updatedAt) },
        tamilColumn({ name: 'name', description: 'description' }),
      ]}
    />
  );
}
