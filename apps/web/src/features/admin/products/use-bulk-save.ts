'use client';

import { MAX_BULK_ROWS, type Product } from '@farm/contract';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { staffCall } from '@/lib/api/staff-client';
import { BULK_FIELDS, type BulkField } from './bulk-cells';
import type { RefusedRow } from './bulk-refusal-notice';
import { bulkRefusalOf } from './bulk-rejections';
import { useSayReason } from './bulk-words';
import type { BulkEdits } from './use-bulk-edits';

type Refusal = { summary: string; rows: RefusedRow[] };

/**
 * Saving the grid: one `PUT /product/bulk` with every changed row. When the API refuses, nothing
 * changed and each refused product keeps its reason until it is edited again. Ctrl+S (⌘S) saves.
 * Leaving with unsaved changes asks first (the editor's LeaveGuard).
 */
export function useBulkSave(edits: BulkEdits) {
  const t = useTranslations('adminCatalogue.bulk');
  const sayReason = useSayReason();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<Refusal>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving || edits.invalid > 0 || edits.rows.length === 0) return;
    if (edits.rows.length > MAX_BULK_ROWS) {
      setRefusal({ summary: t('tooMany', { max: MAX_BULK_ROWS }), rows: [] });
      return;
    }
    const { rows, products } = edits;
    setSaving(true);
    try {
      await staffCall(productRoutes.bulkUpdateProducts, { body: rows });
      toast.success(t('saved'));
      edits.clear();
      setRefusal(undefined);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      const { summary, rejections } = bulkRefusalOf(error, sayReason);
      const refused = rejections.flatMap(({ index, field, reason }) => {
        const product = products[index];
        return product ? [{ product, field, reason }] : [];
      });
      setRefusal({ summary, rows: refused });
    } finally {
      setSaving(false);
    }
  };

  const latestSave = useRef(save);
  latestSave.current = save;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
      event.preventDefault();
      void latestSave.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return {
    save: () => void save(),
    saving,
    refusal,
    /** Why the API refused this cell (or, without a field, the product). */
    reasonOf: (product: Product, field?: BulkField) =>
      refusal?.rows.filter(
        (r) =>
          r.product.id === product.id &&
          (field ? r.field === field : !BULK_FIELDS.includes(r.field as BulkField)),
      ),
    /** Once a refused product is edited again, its reasons are out of date. */
    forget: (product: Product) =>
      setRefusal((current) => {
        const rows = current?.rows.filter((r) => r.product.id !== product.id);
        return current && rows?.length ? { ...current, rows } : undefined;
      }),
    discard: () => {
      edits.clear();
      setRefusal(undefined);
    },
  };
}
