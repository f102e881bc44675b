import type { ProductStatus } from '@farm/contract';
import { PRODUCT_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';

/** The stock count, flagged when it is out or at or under the product's own low-stock limit (as on the dashboard). */
export function StockBadge({ stock, lowStockLimit }: { stock: number; lowStockLimit: number }) {
  if (stock === 0) return <StatusBadge tone="bad">Out of stock</StatusBadge>;
  if (stock <= lowStockLimit) return <StatusBadge tone="warn">Low: {stock}</StatusBadge>;
  return <span>{stock}</span>;
}

const STATUS_TONES: Record<ProductStatus, BadgeTone> = { active: 'good', draft: 'info', archived: 'muted' };

export function ProductStatusBadge({ status }: { status: ProductStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{PRODUCT_STATUS_LABELS[status]}</StatusBadge>;
}
