import { ORDER_STATUSES } from '@farm/contract/plain/statuses';
import { useTranslations } from 'next-intl';

/** The order list's status filter, in the page's words. */
export function useStatusOptions() {
  const t = useTranslations('adminOrders.status');
  return ORDER_STATUSES.map((status) => ({ value: status, label: t(status) }));
}

/** Pieces in an order: the sum of its quantities. */
export function pieceCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
