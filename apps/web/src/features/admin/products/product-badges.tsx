'use client';

import type { ProductStatus } from '@farm/contract';
import { useTranslations } from 'next-intl';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';

/** The stock count, flagged when it is out or at or under the product's own low-stock limit (as on the dashboard). */
export function StockBadge({ stock, lowStockLimit }: { stock: number; lowStockLimit: number }) {
  const t = useTranslations('adminCatalogue.products.badges');
  if (stock === 0) return <StatusBadge tone="bad">{t('outOfStock')}</StatusBadge>;
  if (stock <= lowStockLimit) return <StatusBadge tone="warn">{t('low', { stock })}</StatusBadge>;
  return <span>{stock}</span>;
}

const STATUS_TONES: Record<ProductStatus, BadgeTone> = { active: 'good', draft: 'info', archived: 'muted' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  const t = useTranslations('adminCatalogue.status');
  return <StatusBadge tone={STATUS_TONES[status]}>{t(status)}</StatusBadge>;
}
