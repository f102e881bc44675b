import { dayText, tamilShortDayText } from '@farm/contract';
import type { MessageValueWords } from '../shapes.js';

/** A message's days in Tamil: `26 நவ. வியாழன்`, or without the weekday where a place is short. */
export const VALUES: MessageValueWords = {
  expected: (from, to) => {
    if (!from || !to) return 'சில நாட்களில்';
    return from === to
      ? `${dayText(from, 'ta')} அன்று`
      : `${tamilShortDayText(from)}–${tamilShortDayText(to)} இடையே`;
  },
  slotDays: (day) => [dayText(day, 'ta'), tamilShortDayText(day)],
};
