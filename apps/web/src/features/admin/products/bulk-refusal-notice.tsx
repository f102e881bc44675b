'use client';

import type { Product } from '@farm/contract';
import { useTranslations } from 'next-intl';
import kit from '@/features/admin/shell/admin-kit.module.css';

export type RefusedRow = { product: Product; field: string; reason: string };

/** The API refused the save: nothing changed, and here is every refused product and why. */
export function BulkRefusalNotice({ summary, rows }: { summary: string; rows: RefusedRow[] }) {
  const t = useTranslations('adminCatalogue.bulk');
  return (
    <div role="alert" className={kit.refusal}>
      <p className={kit.refusalTitle}>{t('nothingSaved', { summary })}</p>
      {rows.length > 0 && (
        <ul>
          {rows.map(({ product, field, reason }) => (
            <li key={`${product.id}-${field}`}>
              <code>{product.productCode}</code> {product.name}: {reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
