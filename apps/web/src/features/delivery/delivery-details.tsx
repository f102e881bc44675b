'use client';

import type { DeliveryCheck } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { CircleX, Truck } from 'lucide-react';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './delivery-details.module.css';
import { DeliverySlotPicker } from './delivery-slot-picker';
import type { DeliveryChoiceState } from './use-delivery-choice';
import { useDeliveryWords } from './use-delivery-words';

/**
 * The checkout's delivery for the chosen address: the shop's one-line answer, then the day and slot
 * of an own-delivery area or a courier's expected days, in the page's language (use-delivery-words).
 */
export function DeliveryDetails({
  check,
  delivery,
}: {
  /** Undefined while no address is chosen. */
  check: DeliveryCheck | undefined;
  delivery: DeliveryChoiceState;
}) {
  const words = useDeliveryWords();
  const language = useLanguage();
  if (!check) return <p className={styles.muted}>{words.t('chooseAddress')}</p>;
  const refused = !check.served || check.products.some((p) => !p.deliverable);
  return (
    <div className={styles.details}>
      <p className={refused ? styles.refused : styles.summary} data-testid="delivery-summary">
        {refused ? <CircleX aria-hidden="true" /> : <Truck aria-hidden="true" />}
        <span>{words.summary(check, delivery.choice)}</span>
      </p>
      {check.area && !refused && <p className={styles.muted}>{translated(check.area, 'name', language)}</p>}
      {check.area?.kind === 'OWN' && !refused && check.days.length > 0 && (
        <DeliverySlotPicker check={check} choice={delivery.choice} onChoose={delivery.choose} />
      )}
    </div>
  );
}
