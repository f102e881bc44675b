'use client';

import { categoryRoutes } from '@farm/contract/plain/routes/category';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { previewUrl } from '@/features/admin/media/upload-media';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/categories`: every category, archived ones too. */
export function CategoryList() {
  const t = useTranslations('adminCatalogue.categories.list');
  const status = useTranslations('adminCatalogue.status');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={categoryRoutes.listCategories}
      fixed={{ includeArchived: 'true' }}
      searchLabel={t('search')}
      filters={[missingTamilFilter]}
      rowKey={(c) => c.id}
      columns={[
        {
          key: 'name',
          header: t('name'),
          cell: (c) => (
            <Link href={`/admin/categories/${c.id}`} className="admin-row-link">
              {c.imageUrl && <img src={previewUrl(c.imageUrl, 48)} alt="" width={32} height={32} />}
              {c.name}
            </Link>
          ),
        },
        { key: 'products', header: t('products'), align: 'end', cell: (c) => c.productCount },
        {
          key: 'status',
          header: t('status'),
          cell: (c) => (
            <StatusBadge tone={c.archived ? 'muted' : 'good'}>
              {c.archived ? status('archived') : status('active')}
            </StatusBadge>
          ),
        },
        {
          key: 'updated',
          header: t('updated'),
          wide: true,
          cell: (c) => formatDate(c.updatedAt, language),
        },
        tamilColumn({ name: 'name', description: 'description' }),
      ]}
    />
  );
}
