import type { OrderDelivery as BookedDelivery } from '@farm/contract';
import { useTranslations } from 'next-intl';
import styles from './orders.module.css';

/** The delivery an order booked: the day and slot (own delivery) or the courier's expected days. */
export function OrderDelivery({ delivery }: { delivery: BookedDelivery }) {
  const t = useTranslations('adminOrders.deliveryKind');
  return (
    <p className={styles.deliveryText}>
      <strong>{delivery.text}</strong>
      <span>
        {delivery.areaName} · {t(delivery.kind)}
      </span>
    </p>
  );
}
