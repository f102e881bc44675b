import type { OrderDelivery as BookedDelivery } from '@farm/contract';
import { DELIVERY_KIND_LABELS } from '@farm/contract/plain/delivery';
import styles from './orders.module.css';

/** The delivery an order booked: the day and slot (own delivery) or the courier's expected days. */
export function OrderDelivery({ delivery }: { delivery: BookedDelivery }) {
  return (
    <p className={styles.deliveryText}>
      <strong>{delivery.text}</strong>
      <span>
        {delivery.areaName} · {DELIVERY_KIND_LABELS[delivery.kind]}
      </span>
    </p>
  );
}
