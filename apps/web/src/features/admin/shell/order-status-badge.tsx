import type { OrderStatus } from '@farm/contract/plain/statuses';
import { useTranslations } from 'next-intl';
import { type BadgeTone, StatusBadge } from './status-badge';

/** Waiting for the farm: gold; on its way: teal; done: green; ended early: red or grey. */
const TONE: Record<OrderStatus, BadgeTone> = {
  PENDING_PAYMENT: 'muted',
  PLACED: 'warn',
  CONFIRMED: 'info',
  PACKED: 'info',
  SHIPPED: 'info',
  DELIVERED: 'good',
  CANCELLED: 'bad',
  RETURNED: 'muted',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('adminShell');
  return <StatusBadge tone={TONE[status]}>{t(`orderStatus.${status}`)}</StatusBadge>;
}
