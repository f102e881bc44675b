import type { Order } from '@farm/contract';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { formatDateTime } from '@/lib/format';
import styles from './order-timeline.module.css';
import { timelineSteps } from './timeline-steps';

/** How far an order has come: the road's steps, the reached ones dated and the current one marked. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className={styles.timeline} aria-label={`Status of order #${order.id}`}>
      {timelineSteps(order).map((step) => (
        <li
          key={`${step.status}-${step.at ?? ''}`}
          className={`${styles.step} ${step.done ? styles.done : ''}`}
          aria-current={step.status === order.status ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepText}>
            <span className={styles.stepLabel}>{ORDER_STATUS_LABELS[step.status]}</span>
            {step.done ? (
              <span className={styles.stepTime}>{step.at ? formatDateTime(step.at) : ''}</span>
            ) : (
              <span className="visually-hidden">(not yet)</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
