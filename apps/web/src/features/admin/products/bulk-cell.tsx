'use client';

import type { Product } from '@farm/contract';
import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { type BulkField, isCountField } from './bulk-cells';
import styles from './bulk-editor.module.css';
import { useStatusOptions } from './product-options';
import type { BulkEdits } from './use-bulk-edits';

type Props = {
  product: Product;
  field: BulkField;
  edits: BulkEdits;
  /** Why the API refused this cell at the last save. */
  rejection?: string | undefined;
  onEdit(product: Product): void;
};

/** Moves the focus to the same column `delta` rows away, as a spreadsheet's Enter and arrows do. */
function moveFocus(from: HTMLElement, delta: number) {
  const table = from.closest('table');
  if (!table) return;
  const column = [...table.querySelectorAll<HTMLElement>(`[data-grid-col="${from.dataset.gridCol}"]`)];
  const next = column[column.indexOf(from) + delta];
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}

/**
 * One editable cell: Enter / Shift+Enter (and ↓ / ↑ in text cells) go down and up the column, Tab
 * goes along the row, Escape puts the saved value back. Changed cells are marked, bad ones explained.
 */
export function BulkCell({ product, field, edits, rejection, onEdit }: Props) {
  const text = edits.textOf(product, field);
  const { changed, error } = edits.stateOf(product, field);
  const t = useTranslations('adminCatalogue.bulk');
  const statusOptions = useStatusOptions();
  const words = t(`fields.${field}`);
  const message = error ? t(`cellErrors.${error}`, { field: words }) : rejection;
  const messageId = `bulk-${product.id}-${field}-message`;

  const change = (value: string) => {
    edits.set(product, field, value);
    onEdit(product);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    const isText = event.currentTarget instanceof HTMLInputElement;
    if (event.key === 'Enter' || (isText && (event.key === 'ArrowDown' || event.key === 'ArrowUp'))) {
      event.preventDefault();
      moveFocus(
        event.currentTarget,
        event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey) ? -1 : 1,
      );
    } else if (event.key === 'Escape' && changed) {
      event.preventDefault();
      edits.set(product, field, undefined);
      onEdit(product);
    }
  };
  const shared = {
    'aria-label': t('cellLabel', { field: words, name: product.name }),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? messageId : undefined,
    'data-grid-col': field,
    'data-changed': changed || undefined,
    className: `${kit.marked} ${styles.cell}`,
    onKeyDown,
  };

  return (
    <div className={styles.cellBox}>
      {field === 'status' ? (
        <select {...shared} value={text} onChange={(e) => change(e.target.value)}>
          {statusOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          value={text}
          inputMode={isCountField(field) ? 'numeric' : 'decimal'}
          autoComplete="off"
          size={isCountField(field) ? 6 : 9}
          onChange={(e) => change(e.target.value)}
        />
      )}
      {message && (
        <span id={messageId} className={styles.cellError}>
          {message}
        </span>
      )}
    </div>
  );
}
