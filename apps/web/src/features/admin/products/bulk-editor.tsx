'use client';

import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useTranslations } from 'next-intl';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { AdminList } from '@/features/admin/list/admin-list';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { BulkCell } from './bulk-cell';
import { BULK_FIELDS } from './bulk-cells';
import styles from './bulk-editor.module.css';
import { BulkRefusalNotice } from './bulk-refusal-notice';
import { BulkSaveBar } from './bulk-save-bar';
import { useProductQuery } from './product-list-actions';
import { useProductFilters, useSortOptions } from './product-options';
import { useBulkEdits } from './use-bulk-edits';
import { useBulkSave } from './use-bulk-save';

/**
 * `/admin/products/bulk`: the products of the list's filter as a grid whose price, MRP, stock, its
 * low-stock limit and status are edited in place and saved with one `PUT /product/bulk`: all rows or none. Edits are
 * kept by product across pages and filters until saved or discarded.
 */
export function BulkEditor() {
  const t = useTranslations('adminCatalogue.bulk');
  const sorts = useSortOptions();
  const edits = useBulkEdits();
  const saver = useBulkSave(edits);
  const filters = useProductFilters();
  const filter = new URLSearchParams(useProductQuery()).toString();

  return (
    <AdminPage
      title={t('title')}
      back={{ href: `/admin/products${filter ? `?${filter}` : ''}`, label: t('back') }}
    >
      <p className={styles.intro}>{t('intro')}</p>
      {saver.refusal && <BulkRefusalNotice summary={saver.refusal.summary} rows={saver.refusal.rows} />}
      <div className={styles.grid}>
        <AdminList
          caption={t('caption')}
          endpoint={productRoutes.listProducts}
          searchLabel={t('search')}
          filters={filters}
          sorts={sorts}
          size={50}
          rowKey={(p) => p.id}
          empty={t('empty')}
          columns={[
            {
              key: 'product',
              header: t('product'),
              cell: (p) => (
                <span className={styles.product}>
                  <code>{p.productCode}</code>
                  <span>{p.name}</span>
                  {saver.reasonOf(p)?.map((r) => (
                    <span key={r.field} className={styles.cellError}>
                      {r.reason}
                    </span>
                  ))}
                </span>
              ),
            },
            ...BULK_FIELDS.map((field) => ({
              key: field,
              header: t(`headers.${field}`),
              cell: (p: Product) => (
                <BulkCell
                  product={p}
                  field={field}
                  edits={edits}
                  rejection={saver.reasonOf(p, field)?.[0]?.reason}
                  onEdit={saver.forget}
                />
              ),
            })),
          ]}
        />
      </div>
      <BulkSaveBar edits={edits} saving={saver.saving} onSave={saver.save} onDiscard={saver.discard} />
      <LeaveGuard when={edits.changes > 0} />
    </AdminPage>
  );
}
