'use client';

import type { Order } from '@farm/contract';
import Image from 'next/image';
import Link from 'next/link';
import { formStyles } from '@/components/ui/form-fields';
import { formatDateTime, formatPaise } from '@/lib/format';
import styles from './order-history.module.css';
import { STATUS_LABEL, timelineSteps } from './order-status';
import sectionStyles from './section.module.css';

function statusBadge(order: Order): string {
  if (order.status === 'DELIVERED') return `${sectionStyles.badge} ${sectionStyles.badgeSuccess}`;
  if (order.status === 'CANCELLED' || order.status === 'RETURNED')
    return `${sectionStyles.badge} ${sectionStyles.badgeDanger}`;
  return `${sectionStyles.badge}`;
}

/** One order: what was bought, where it goes, how far it has come, and a cancel button while allowed. */
export function OrderCard({ order, onCancel }: { order: Order; onCancel(order: Order): void }) {
  const steps = timelineSteps(order);
  return (
    <article className={styles.order} aria-labelledby={`order-${order.id}`} data-testid="order-card">
      <div className={styles.head}>
        <h3 id={`order-${order.id}`} className={styles.number}>
          Order #{order.id}
        </h3>
        <span className={statusBadge(order)}>{STATUS_LABEL[order.status]}</span>
      </div>
      <span className={styles.placed}>Placed {formatDateTime(order.createdAt)}</span>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.productId} className={styles.item}>
            {item.imageUrl ? <Image src={item.imageUrl} alt="" width={48} height={48} /> : <span />}
            <span className={styles.itemName}>
              {item.name}
              <span className={styles.qty}>
                {item.quantity} × {formatPaise(item.unitPrice)} · {item.unit}
              </span>
            </span>
            <span>{formatPaise(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <div className={styles.totals}>
        <span className={sectionStyles.muted}>
          Delivery {order.deliveryFee === 0 ? 'free' : formatPaise(order.deliveryFee)} · Cash on delivery
        </span>
        <span className={styles.total}>Total {formatPaise(order.total)}</span>
      </div>
      <p className={sectionStyles.muted}>
        To {order.shippingAddress.name}, {order.shippingAddress.line1}, {order.shippingAddress.city} –{' '}
        {order.shippingAddress.pincode}
      </p>
      <ol className={styles.timeline} aria-label={`Status of order #${order.id}`}>
        {steps.map((step) => (
          <li
            key={`${step.status}-${step.at ?? ''}`}
            className={`${styles.step} ${step.done ? styles.done : ''}`}
            aria-current={step.status === order.status ? 'step' : undefined}
          >
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepText}>
              <span className={styles.stepLabel}>{STATUS_LABEL[step.status]}</span>
              {step.done ? (
                <span className={styles.stepTime}>{step.at ? formatDateTime(step.at) : ''}</span>
              ) : (
                <span className="visually-hidden">(not yet)</span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <div className={styles.foot}>
        <Link href={`/orderSummaryDetails?cartBundleId=${order.cartBundleId}`}>View order summary</Link>
        {order.cancellableByCustomer && (
          <button
            type="button"
            className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
            onClick={() => onCancel(order)}
          >
            Cancel order
          </button>
        )}
      </div>
    </article>
  );
}
