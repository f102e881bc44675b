'use client';

import type { DeliveryCheck, DeliveryChoice, DeliveryDay } from '@farm/contract';
import type { SlotRefusal } from '@farm/contract/plain/delivery';
import { useId } from 'react';
import styles from './delivery-slot-picker.module.css';
import { useDeliveryWords } from './use-delivery-words';

/**
 * An own-delivery area's day and slot: the days the shop offers (a day whose every slot is taken
 * or closed shows why), then that day's slots, those that cannot be chosen disabled with the reason.
 * The days are the API's words in English (`Tomorrow, Sat 28 Nov`), the page's language's else.
 */
export function DeliverySlotPicker(props: {
  check: DeliveryCheck;
  choice: DeliveryChoice | undefined;
  onChoose: (choice: DeliveryChoice) => void;
}) {
  const { check, choice, onChoose } = props;
  const id = useId();
  const words = useDeliveryWords();
  const day = check.days.find((d) => d.date === choice?.date);
  const chooseDay = (next: DeliveryDay) => {
    const open = next.slots.find((s) => s.refusal === null);
    if (open) onChoose({ date: next.date, slotId: open.slotId });
  };

  return (
    <div className={styles.picker}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{words.t('day')}</legend>
        <div className={styles.days}>
          {check.days.map((d) => {
            const open = d.slots.some((s) => s.refusal === null);
            return (
              <label key={d.date} className={`${styles.chip} ${open ? '' : styles.off}`}>
                <input
                  type="radio"
                  name={`${id}-day`}
                  value={d.date}
                  checked={choice?.date === d.date}
                  disabled={!open}
                  onChange={() => chooseDay(d)}
                />
                <span>{words.dayLabel(d)}</span>
                {!open && <span className={styles.reason}>{words.refusal(dayRefusal(d))}</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
      {day && (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{words.t('slotOn', { day: words.dayLabel(day) })}</legend>
          <div className={styles.slots}>
            {day.slots.map((slot) => (
              <label key={slot.slotId} className={`${styles.chip} ${slot.refusal ? styles.off : ''}`}>
                <input
                  type="radio"
                  name={`${id}-slot`}
                  value={slot.slotId}
                  checked={choice?.slotId === slot.slotId}
                  disabled={slot.refusal !== null}
                  onChange={() => onChoose({ date: day.date, slotId: slot.slotId })}
                />
                <span>{words.window(slot.window)}</span>
                {slot.refusal ? (
                  <span className={styles.reason}>{words.refusal(slot.refusal)}</span>
                ) : (
                  slot.left <= 5 && (
                    <span className={styles.reason}>{words.t('left', { left: slot.left })}</span>
                  )
                )}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

/** Why no slot of a day can be chosen: its first slot's reason (closed and full say the most). */
function dayRefusal(day: DeliveryDay): SlotRefusal {
  const refusals = day.slots.map((s) => s.refusal);
  return refusals.find((r) => r === 'CLOSED') ?? refusals.find((r) => r === 'FULL') ?? 'CUT_OFF';
}
