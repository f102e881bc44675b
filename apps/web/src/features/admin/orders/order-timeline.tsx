import type { OrderEvent } from '@farm/contract';
import { formatDateTime } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders.module.css';

function who(event: OrderEvent): string {
  if (event.actorKind === 'system') return 'the shop';
  const name = event.actorName ?? (event.actorKind === 'staff' ? 'a staff member' : 'the customer');
  return event.actorKind === 'customer' ? `${name} (customer)` : name;
}

/** Every status the order has had: what, who, when and why (oldest first). */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return (
    <ol className={styles.timeline} aria-label="Status history">
      {events.map((event) => (
        <li key={`${event.status}-${event.createdAt}`}>
          <div className={styles.timelineHead}>
            <OrderStatusBadge status={event.status} />
            <time dateTime={event.createdAt}>{formatDateTime(event.createdAt)}</time>
          </div>
          <p className={styles.timelineWho}>by {who(event)}</p>
          {event.note && <p className={styles.timelineNote}>“{event.note}”</p>}
        </li>
      ))}
    </ol>
  );
}
