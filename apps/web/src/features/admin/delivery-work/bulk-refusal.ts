import type { BulkOrderStatusResult, OrderStatus } from '@farm/contract';

type Refusal = BulkOrderStatusResult['refused'][number];
type Target = 'PACKED' | 'SHIPPED';

/** Why an order was not moved, as a catalogue key (adminDelivery.bulk.refusal) and its statuses. */
export type RefusalWord =
  | { key: 'notFound' | 'cancelled' | 'unpaid' }
  | { key: 'already' | 'ahead'; now: OrderStatus }
  | { key: 'cannot'; now: OrderStatus; target: Target }
  | { key: 'api'; message: string };

const AHEAD: Partial<Record<OrderStatus, Target[]>> = {
  SHIPPED: ['PACKED'],
  DELIVERED: ['PACKED', 'SHIPPED'],
  RETURNED: ['PACKED', 'SHIPPED'],
};

/**
 * Why an order was not moved, in the packer's words (issue 32.11): from the refusal's code and the
 * order's status now, not the API's "An order that is PACKED cannot become PACKED".
 */
export function refusalWord(refusal: Refusal, target: Target): RefusalWord {
  const { status, code } = refusal;
  if (code === 'NOT_FOUND' || status === null) return { key: 'notFound' };
  if (code !== 'ILLEGAL_STATUS_CHANGE') return { key: 'api', message: refusal.message };
  if (status === target) return { key: 'already', now: status };
  if (status === 'CANCELLED') return { key: 'cancelled' };
  if (status === 'PENDING_PAYMENT') return { key: 'unpaid' };
  if (AHEAD[status]?.includes(target)) return { key: 'ahead', now: status };
  return { key: 'cannot', now: status, target };
}
