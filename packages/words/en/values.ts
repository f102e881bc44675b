import { dayText } from '@farm/contract';
import type { MessageValueWords } from '../shapes.js';

/** A message's days in English: `Thu 26 Nov`; `Mon 30 Nov to Wed 2 Dec`, or `in a few days`. */
export const VALUES: MessageValueWords = {
  expected: (from, to) => {
    if (!from || !to) return 'in a few days';
    return from === to ? `on ${dayText(from)}` : `${dayText(from)} to ${dayText(to)}`;
  },
  slotDays: (day) => [dayText(day)],
};
