import type { OrderDelivery as BookedDelivery } from '@farm/contract';
import { useTranslations } from 'next-intl';
import { useOrderWords } from '@/features/order/use-order-words';
import styles from './orders.module.css';

/**
 * The delivery an order booked: the day and slot (own delivery) or the courier's expected days, in
 * the page's language as the customer's order page says it.
 */
export function OrderDelivery({ delivery }: { delivery: BookedDelivery }) {
  const t = useTranslations('adminOrders.deliveryKind');
  const words = useOrderWords();
  return (
    <p className={styles.deliveryText}>
      <strong>{words.delivery(delivery)}</strong>
      <span>
        {delivery.areaName} · {t(delivery.kind)}
      </span>
    </p>
  );
}
