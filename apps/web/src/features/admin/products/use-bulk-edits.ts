'use client';

import type { Product, ProductBulkRow } from '@farm/contract';
import { useCallback, useMemo, useState } from 'react';
import { type BulkField, bulkRowOf, cellState, originalText } from './bulk-cells';

type Draft = Partial<Record<BulkField, string>>;
type Entry = { product: Product; draft: Draft };

/**
 * The grid's unsaved cells, by product id, kept across pages and filters until saved or discarded.
 * Each entry keeps the product as it was when first edited: the "before" of every change.
 */
export function useBulkEdits() {
  const [entries, setEntries] = useState<Record<number, Entry>>({});

  const textOf = useCallback(
    (product: Product, field: BulkField) => entries[product.id]?.draft[field] ?? originalText(product, field),
    [entries],
  );

  const stateOf = useCallback(
    (product: Product, field: BulkField) => {
      const entry = entries[product.id];
      return cellState(entry?.product ?? product, field, entry?.draft[field]);
    },
    [entries],
  );

  const set = useCallback((product: Product, field: BulkField, text: string | undefined) => {
    setEntries((current) => {
      const entry = current[product.id] ?? { product, draft: {} };
      const draft = { ...entry.draft, [field]: text };
      if (text === undefined) delete draft[field];
      return { ...current, [product.id]: { ...entry, draft } };
    });
  }, []);

  const summary = useMemo(() => {
    const rows: ProductBulkRow[] = [];
    const products: Product[] = [];
    let changes = 0;
    let invalid = 0;
    let touched = 0;
    for (const { product, draft } of Object.values(entries)) {
      const states = (Object.keys(draft) as BulkField[]).map((f) => cellState(product, f, draft[f]));
      changes += states.filter((state) => state.changed).length;
      invalid += states.filter((state) => state.error).length;
      if (states.some((state) => state.changed)) touched += 1;
      const row = bulkRowOf(product, draft);
      if (row) {
        rows.push(row);
        products.push(product);
      }
    }
    return { rows, products, changes, invalid, touched };
  }, [entries]);

  const clear = useCallback(() => setEntries({}), []);

  return { textOf, stateOf, set, clear, ...summary };
}

export type BulkEdits = ReturnType<typeof useBulkEdits>;
