import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@farm/contract/plain/statuses';

/** The button that moves an order to a status, worded as what staff do. */
export const MOVE_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Mark awaiting payment',
  PLACED: 'Mark placed',
  CONFIRMED: 'Confirm',
  PACKED: 'Mark packed',
  SHIPPED: 'Mark shipped',
  DELIVERED: 'Mark delivered',
  CANCELLED: 'Cancel order',
  RETURNED: 'Mark returned',
};

export const STATUS_OPTIONS = ORDER_STATUSES.map((status) => ({
  value: status,
  label: ORDER_STATUS_LABELS[status],
}));

/** Pieces in an order: the sum of its quantities. */
export function pieceCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
