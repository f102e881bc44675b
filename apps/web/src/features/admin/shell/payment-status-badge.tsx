import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@farm/contract/plain/statuses';
import { type BadgeTone, StatusBadge } from './status-badge';

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
