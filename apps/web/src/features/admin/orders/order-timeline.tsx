import type { Order, OrderEvent, OrderPayment } from '@farm/contract';
import { useTranslations } from 'next-intl';
import { OrderStatusBadge } from '@/features/admin/shell/order-status-badge';
import { PaymentStatusBadge } from '@/features/admin/shell/payment-status-badge';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { paymentNoteText, timelineNoteText } from '@/lib/words/timeline-words';
import styles from './orders.module.css';

type Words = ReturnType<typeof useTranslations<'adminOrders.timeline'>>;

function who(t: Words, event: OrderEvent): string {
  if (event.actorKind === 'system') return t('theShop');
  const name = event.actorName ?? (event.actorKind === 'staff' ? t('aStaffMember') : t('theCustomer'));
  return event.actorKind === 'customer' ? t('customer', { name }) : name;
}

/** What the shop wrote (worded from the catalogue) and what a person typed. */
function TimelineNote({ event }: { event: OrderEvent }) {
  const text = timelineNoteText(event, useLanguage());
  return text ? <p className={styles.timelineNote}>“{text}”</p> : null;
}

/** A refund's reference and reason, worded from its kind (old rows: as stored). */
function RefundNote({ refund }: { refund: OrderPayment }) {
  const text = paymentNoteText(refund, useLanguage());
  return text ? <p className={styles.timelineNote}>“{text}”</p> : null;
}

const isRefund = (p: OrderPayment) => p.status === 'REFUNDED' || p.status === 'PARTIALLY_REFUNDED';

/**
 * Every status the order has had, and each refund (issue 15.4: refunds show on the timeline):
 * what, who, when and why, oldest first.
 */
export function OrderTimeline({ order }: { order: Pick<Order, 'timeline' | 'payments'> }) {
  const t = useTranslations('adminOrders.timeline');
  const language = useLanguage();
  const entries = [
    ...order.timeline.map((event) => ({ kind: 'status' as const, at: event.createdAt, event })),
    ...order.payments
      .filter(isRefund)
      .map((refund) => ({ kind: 'refund' as const, at: refund.createdAt, refund })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <ol className={styles.timeline} aria-label={t('list')}>
      {entries.map((entry) =>
        entry.kind === 'status' ? (
          <li key={`${entry.event.status}-${entry.at}`}>
            <div className={styles.timelineHead}>
              <OrderStatusBadge status={entry.event.status} />
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </div>
            <p className={styles.timelineWho}>{t('by', { who: who(t, entry.event) })}</p>
            <TimelineNote event={entry.event} />
          </li>
        ) : (
          <li key={`refund-${entry.at}-${entry.refund.amount}`} data-testid="timeline-refund">
            <div className={styles.timelineHead}>
              <PaymentStatusBadge status={entry.refund.status} />
              <time dateTime={entry.at}>{formatDateTime(entry.at, language)}</time>
            </div>
            <p className={styles.timelineWho}>
              {t('refundBy', {
                amount: formatPaise(entry.refund.amount),
                who: entry.refund.actorName ?? t('shop'),
              })}
            </p>
            <RefundNote refund={entry.refund} />
          </li>
        ),
      )}
    </ol>
  );
}
