import type { DeliveryDay } from '@farm/contract';
import { SLOT_DAYS_AHEAD, type SlotRefusal, slotWindowText } from '@farm/contract/plain/delivery';
import { indiaToday } from '../../lib/dates.js';
import type { SlotRow } from './delivery-area.repository.js';
import { addDays, cutoffOf, dayLabel, relativeDayText } from './delivery-calendar.js';

type PlanSlot = Pick<SlotRow, 'id' | 'startsAt' | 'endsAt' | 'capacity' | 'cutoffDaysBefore' | 'cutoffTime'>;

/** The days a customer may choose from on `now`: today and the next ones, India's. */
export function slotDaysFrom(now: Date): { from: string; to: string } {
  const from = indiaToday(now);
  return { from, to: addDays(from, SLOT_DAYS_AHEAD - 1) };
}

/** Why a slot cannot be chosen on a day, or null when it can. */
export function refusalOf(
  slot: PlanSlot,
  day: string,
  context: { closed: boolean; booked: number; now: Date },
): SlotRefusal | null {
  if (context.now.getTime() >= cutoffOf(day, slot).getTime()) return 'CUT_OFF';
  if (context.closed) return 'CLOSED';
  if (context.booked >= slot.capacity) return 'FULL';
  return null;
}

/**
 * An own-delivery area's days and slots from today on: each slot with the places left and why it
 * cannot be chosen. Days whose every slot is past its cut-off are left out.
 */
export function slotDays(
  slots: readonly PlanSlot[],
  closed: ReadonlySet<string>,
  bookings: ReadonlyMap<string, number>,
  now: Date,
): DeliveryDay[] {
  const { from } = slotDaysFrom(now);
  const days: DeliveryDay[] = [];
  for (let offset = 0; offset < SLOT_DAYS_AHEAD; offset++) {
    const date = addDays(from, offset);
    const choices = slots.map((slot) => {
      const booked = bookings.get(`${slot.id}|${date}`) ?? 0;
      return {
        slotId: slot.id,
        window: slotWindowText(slot.startsAt, slot.endsAt),
        left: Math.max(slot.capacity - booked, 0),
        refusal: refusalOf(slot, date, { closed: closed.has(date), booked, now }),
      };
    });
    if (choices.every((c) => c.refusal === 'CUT_OFF')) continue;
    days.push({ date, label: dayLabel(date, now), slots: choices });
  }
  return days;
}

/** The first slot that can be chosen, with its words: `tomorrow 5–8 am`. */
export function earliestOf(days: readonly DeliveryDay[], now: Date) {
  for (const day of days) {
    const slot = day.slots.find((s) => s.refusal === null);
    if (slot) {
      return {
        date: day.date,
        slotId: slot.slotId,
        text: whenText(relativeDayText(day.date, now), slot.window),
      };
    }
  }
  return null;
}

/** `tomorrow 5–8 am`, `Fri 27 Nov, 5–8 am`. */
function whenText(day: string, window: string): string {
  return day === 'today' || day === 'tomorrow' ? `${day} ${window}` : `${day}, ${window}`;
}
