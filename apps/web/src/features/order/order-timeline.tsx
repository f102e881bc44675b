import type { Order } from '@farm/contract';
import { formatDateTime } from '@/lib/format';
import styles from './order-timeline.module.css';
import { timelineSteps } from './timeline-steps';
import { useOrderWords } from './use-order-words';

/** How far an order has come: the road's steps, the reached ones dated and the current one marked. */
export function OrderTimeline({ order }: { order: Order }) {
  const words = useOrderWords();
  return (
    <ol className={styles.timeline} aria-label={words.t('timeline.label', { id: order.id })}>
      {timelineSteps(order).map((step) => (
        <li
          key={`${step.status}-${step.at ?? ''}`}
          className={`${styles.step} ${step.done ? styles.done : ''}`}
          aria-current={step.status === order.status ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true" />
          <span className={styles.stepText}>
            <span className={styles.stepLabel}>{words.status(step.status)}</span>
            {step.done ? (
              <span className={styles.stepTime}>
                {step.at ? formatDateTime(step.at, words.language) : ''}
              </span>
            ) : (
              <span className="visually-hidden">{words.t('timeline.notYet')}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
