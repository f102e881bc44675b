import type { PaymentStatus } from '@farm/contract/plain/statuses';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('adminShell');
  return <StatusBadge tone={TONE[status]}>{t(`paymentStatus.${status}`)}</StatusBadge>;
}
