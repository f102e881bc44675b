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

/** `upiAtDoor`: collected at the door by UPI, which the status alone calls cash (issue 32.10). */
export function PaymentStatusBadge({
  status,
  upiAtDoor = false,
}: {
  status: PaymentStatus;
  upiAtDoor?: boolean;
}) {
  const t = useTranslations('adminShell');
  return (
    <StatusBadge tone={TONE[status]}>
      {upiAtDoor ? t('paymentUpiAtDoor') : t(`paymentStatus.${status}`)}
    </StatusBadge>
  );
}
