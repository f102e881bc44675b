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

/** The status in the page's language (adminCommon.orderStatus; the English is ORDER_STATUS_LABELS'). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useTranslations('adminCommon.orderStatus');
  return <StatusBadge tone={TONE[status]}>{t(status)}</StatusBadge>;
}
