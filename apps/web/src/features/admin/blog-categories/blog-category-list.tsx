'use client';

import type { BlogCategory } from '@farm/contract';
import Link from 'next/link';
import { AdminList } from '@/features/admin/list/admin-list';
import { formatDate } from '@/lib/format';

/** `/admin/blog-categories`. */
export function BlogCategoryList() {
  return (
    <AdminList<BlogCategory>
      caption="Blog categories"
      endpoint="/blog-category/all"
      searchLabel="Search blog categories"
      rowKey={(c) => c.id}
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
      ]}
    />
  );
}
