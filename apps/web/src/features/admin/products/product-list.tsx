'use client';

import { translated } from '@farm/contract/plain/languages';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { previewUrl } from '@/features/admin/media/upload-media';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { ProductStatusBadge, StockBadge } from './product-badges';
import styles from './product-list.module.css';
import { useProductFilters, useSortOptions } from './product-options';

/** `/admin/products`: every product, drafts and archived ones too. */
export function ProductList() {
  const t = useTranslations('adminCatalogue.products.list');
  const filters = useProductFilters();
  const sorts = useSortOptions();
  const language = useLanguage();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={productRoutes.listProducts}
      searchLabel={t('search')}
      filters={filters}
      sorts={sorts}
      rowKey={(p) => p.id}
      empty={t('empty')}
      columns={[
        {
          key: 'name',
          header: t('product'),
          cell: (p) => (
            <span className={styles.product}>
              {p.imageUrl ? (
                <img src={previewUrl(p.imageUrl, 96)} alt="" width={40} height={40} />
              ) : (
                <span className={styles.noPicture} aria-hidden="true" />
              )}
              <span className={styles.names}>
                <Link href={`/admin/products/${p.id}`}>{p.name}</Link>
                {p.translations.ta?.name && <span lang="ta">{p.translations.ta.name}</span>}
                <code>{p.productCode}</code>
              </span>
            </span>
          ),
        },
        {
          key: 'category',
          header: t('category'),
          wide: true,
          cell: (p) => translated(p.category, 'name', language),
        },
        { key: 'price', header: t('price'), align: 'end', wide: true, cell: (p) => formatPaise(p.price) },
        {
          key: 'mrp',
          header: t('mrp'),
          align: 'end',
          wide: true,
          cell: (p) => (p.mrp === null ? '—' : formatPaise(p.mrp)),
        },
        {
          key: 'stock',
          header: t('stock'),
          align: 'end',
          wide: true,
          cell: (p) => <StockBadge stock={p.stock} lowStockLimit={p.lowStockLimit} />,
        },
        {
          key: 'status',
          header: t('status'),
          wide: true,
          cell: (p) => <ProductStatusBadge status={p.status} />,
        },
        {
          key: 'phone',
          header: t('phone'),
          align: 'end',
          narrow: true,
          cell: (p) => (
            <span className={kit.cellStack}>
              {formatPaise(p.price)}
              <StockBadge stock={p.stock} lowStockLimit={p.lowStockLimit} />
              <ProductStatusBadge status={p.status} />
            </span>
          ),
        },
      ]}
    />
  );
}
