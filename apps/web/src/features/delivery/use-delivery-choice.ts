'use client';

import type { DeliveryCheck, DeliveryChoice } from '@farm/contract';
import { useState } from 'react';

/** Whether the check still offers this day and slot (not past its cut-off, full or closed). */
export function isOpen(check: DeliveryCheck, choice: DeliveryChoice): boolean {
  return check.days.some(
    (day) =>
      day.date === choice.date &&
      day.slots.some((slot) => slot.slotId === choice.slotId && slot.refusal === null),
  );
}

/**
 * The own-delivery day and slot a checkout sends: the customer's choice while the shop still offers
 * it (a refreshed cart keeps it), else the earliest open slot; none for a courier area. `kept`: the
 * choice before a reload (use-checkout-memory.ts).
 */
export function useDeliveryChoice(check: DeliveryCheck | undefined, kept?: DeliveryChoice) {
  const [chosen, setChosen] = useState<DeliveryChoice | undefined>(kept);
  let choice: DeliveryChoice | undefined;
  if (check?.area?.kind === 'OWN') {
    if (chosen && isOpen(check, chosen)) choice = chosen;
    else if (check.earliest) choice = { date: check.earliest.date, slotId: check.earliest.slotId };
  }
  return { choice, chosen, choose: setChosen };
}

export type DeliveryChoiceState = ReturnType<typeof useDeliveryChoice>;
