'use client';

import { blogRoutes } from '@farm/contract/plain/routes/blog';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { useBlogCategories } from './use-blog-categories';

/** `/admin/blogs`: published posts and drafts. */
export function BlogList() {
  const categories = useBlogCategories();
  return (
    <AdminList
      caption="Blog posts"
      endpoint={blogRoutes.listBlogs}
      searchLabel="Search titles"
      rowKey={(b) => b.id}
      filters={[
        missingTamilFilter,
        {
          name: 'blogCategoryId',
          label: 'Category',
          options: (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        },
        {
          name: 'published',
          label: 'Status',
          options: [
            { value: 'true', label: 'Published' },
            { value: 'false', label: 'Draft' },
          ],
        },
      ]}
      columns={[
        {
          key: 'title',
          header: 'Title',
          cell: (b) => (
            <Link href={`/admin/blogs/${b.id}`} className="admin-row-link">
              {b.title}
            </Link>
          ),
        },
        { key: 'category', header: 'Category', wide: true, cell: (b) => b.blogCategory.name },
        {
          key: 'status',
          header: 'Status',
          cell: (b) => (
            <StatusBadge tone={b.published ? 'good' : 'muted'}>
              {b.published ? 'Published' : 'Draft'}
            </StatusBadge>
          ),
        },
        {
          key: 'date',
          header: 'Published',
          wide: true,
          cell: (b) => (b.publishedAt ? formatDate(b.publishedAt) : '—'),
        },
        tamilColumn({ title: 'title', excerpt: 'excerpt' }),
      ]}
    />
  );
}
