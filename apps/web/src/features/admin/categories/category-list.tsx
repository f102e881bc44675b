'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/categories`: every category, archived ones too. */
export function CategoryList() {
  return (
    <AdminList
      caption="Categories"
      endpoint={categoryRoutes.listCategories}
      fixed={{ includeArchived: 'true' }}
      searchLabel="Search categories"
      filters={[missingTamilFilter]}
      rowKey={(c) => c.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          cell: (c) => (
            <Link href={`/admin/categories/${c.id}`} className="admin-row-link">
              {c.imageUrl && <img src={previewUrl(c.imageUrl, 48)} alt="" width={32} height={32} />}
              {c.name}
            </Link>
          ),
        },
        { key: 'products', header: 'Active products', align: 'end', cell: (c) => c.productCount },
        {
          key: 'status',
          header: 'Status',
          cell: (c) => (
            <StatusBadge tone={c.archived ? 'muted' : 'good'}>
              {c.archived ? 'Archived' : 'Active'}
            </StatusBadge>
          ),
        },
        { key: 'updated', header: 'Updated', wide: true, cell: (c) => formatDate(c.updatedAt) },
        tamilColumn({ name: 'name', description: 'description' }),
      ]}
    />
  );
}
