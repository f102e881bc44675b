'use client';

import type { DeliveryCheck } from '@farm/contract';
import { CircleX, Truck } from 'lucide-react';
import styles from './delivery-details.module.css';
import { DeliverySlotPicker } from './delivery-slot-picker';
import type { DeliveryChoiceState } from './use-delivery-choice';

/**
 * The checkout's delivery for the chosen address: the shop's one-line answer, then the day and slot
 * of an own-delivery area or a courier's expected days. Nothing is worded here that the API words.
 */
export function DeliveryDetails({
  check,
  delivery,
}: {
  /** Undefined while no address is chosen. */
  check: DeliveryCheck | undefined;
  delivery: DeliveryChoiceState;
}) {
  if (!check) return <p className={styles.muted}>Choose a delivery address to see when it can come.</p>;
  const refused = !check.served || check.products.some((p) => !p.deliverable);
  return (
    <div className={styles.details}>
      <p className={refused ? styles.refused : styles.summary} data-testid="delivery-summary">
        {refused ? <CircleX aria-hidden="true" /> : <Truck aria-hidden="true" />}
        <span>{check.summary}</span>
      </p>
      {check.area && !refused && <p className={styles.muted}>{check.area.name}</p>}
      {check.area?.kind === 'OWN' && !refused && check.days.length > 0 && (
        <DeliverySlotPicker check={check} choice={delivery.choice} onChoose={delivery.choose} />
      )}
    </div>
  );
}
