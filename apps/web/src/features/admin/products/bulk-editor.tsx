'use client';

import type { Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { LeaveGuard } from '@/features/admin/form/leave-guard';
import { AdminList } from '@/features/admin/list/admin-list';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { BulkCell } from './bulk-cell';
import { BULK_FIELD_LABELS, BULK_FIELDS } from './bulk-cells';
import styles from './bulk-editor.module.css';
import { BulkRefusalNotice } from './bulk-refusal-notice';
import { BulkSaveBar } from './bulk-save-bar';
import { useProductQuery } from './product-list-actions';
import { SORT_OPTIONS, useProductFilters } from './product-options';
import { useBulkEdits } from './use-bulk-edits';
import { useBulkSave } from './use-bulk-save';

/**
 * `/admin/products/bulk`: the products of the list's filter as a grid whose price, MRP, stock, its
 * low-stock limit and status are edited in place and saved with one `PUT /product/bulk`: all rows or none. Edits are
 * kept by product across pages and filters until saved or discarded.
 */
export function BulkEditor() {
  const edits = useBulkEdits();
  const saver = useBulkSave(edits);
  const filters = useProductFilters();
  const filter = new URLSearchParams(useProductQuery()).toString();

  return (
    <AdminPage
      title="Bulk edit products"
      back={{ href: `/admin/products${filter ? `?${filter}` : ''}`, label: 'Products' }}
    >
      <p className={styles.intro}>
        Change prices and MRP (in ₹), stock, low-stock limits and status in place, then save once: every row
        is saved, or none is. Enter moves down a column, Tab along a row, Escape undoes a cell.
      </p>
      {saver.refusal && <BulkRefusalNotice summary={saver.refusal.summary} rows={saver.refusal.rows} />}
      <div className={styles.grid}>
        <AdminList
          caption="Products to edit"
          endpoint={productRoutes.listProducts}
          searchLabel="Search products"
          filters={filters}
          sorts={SORT_OPTIONS}
          size={50}
          rowKey={(p) => p.id}
          empty="No products match."
          columns={[
            {
              key: 'product',
              header: 'Product',
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
              header:
                field === 'price' || field === 'mrp'
                  ? `${BULK_FIELD_LABELS[field]} (₹)`
                  : BULK_FIELD_LABELS[field],
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
