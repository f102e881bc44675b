import type { BulkOrderStatusResult, OrderStatus } from '@farm/contract';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';

type Refusal = BulkOrderStatusResult['refused'][number];
type Target = 'PACKED' | 'SHIPPED';

const AHEAD: Partial<Record<OrderStatus, Target[]>> = {
  SHIPPED: ['PACKED'],
  DELIVERED: ['PACKED', 'SHIPPED'],
  RETURNED: ['PACKED', 'SHIPPED'],
};

/**
 * Why an order was not moved, in the packer's words (issue 32.11): from the refusal's code and the
 * order's status now, not the API's "An order that is PACKED cannot become PACKED".
 */
export function refusalText(refusal: Refusal, target: Target): string {
  const { status, code } = refusal;
  if (code === 'NOT_FOUND' || status === null) return 'no such order';
  if (code !== 'ILLEGAL_STATUS_CHANGE') return refusal.message;
  const now = ORDER_STATUS_LABELS[status].toLowerCase();
  if (status === target) return `already ${now}`;
  if (status === 'CANCELLED') return 'it was cancelled: nothing to send';
  if (status === 'PENDING_PAYMENT') return 'its online payment has not come yet';
  if (AHEAD[status]?.includes(target)) return `it is already ${now}`;
  return `it is ${now} and cannot be marked ${ORDER_STATUS_LABELS[target].toLowerCase()}`;
}
