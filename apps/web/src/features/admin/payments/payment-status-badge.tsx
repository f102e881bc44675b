import {
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@farm/contract/plain/statuses';
import { type BadgeTone, StatusBadge } from '@/features/admin/shell/status-badge';

/** Money still to come: gold; in: green; gone back: grey. */
const TONE: Record<PaymentStatus, BadgeTone> = {
  COD_DUE: 'warn',
  UNPAID: 'warn',
  COD_COLLECTED: 'good',
  PAID: 'good',
  PARTIALLY_REFUNDED: 'info',
  REFUNDED: 'muted',
};

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <StatusBadge tone={TONE[status]}>{PAYMENT_STATUS_LABELS[status]}</StatusBadge>;
}

export const PAYMENT_STATUS_OPTIONS = PAYMENT_STATUSES.map((status) => ({
  value: status,
  label: PAYMENT_STATUS_LABELS[status],
}));

/** "Cash on delivery" or "Online": the method, not whether it is paid (the status says that). */
export const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({
  value: method,
  label: method === 'ONLINE' ? 'Online' : PAYMENT_LABELS[method],
}));
