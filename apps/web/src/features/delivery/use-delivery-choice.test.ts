import type { DeliveryCheck } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { isOpen } from './use-delivery-choice';

const check = {
  days: [
    {
      date: '2026-11-28',
      label: 'Tomorrow, Sat 28 Nov',
      slots: [
        { slotId: 1, window: '5–8 am', left: 60, refusal: 'CUT_OFF' },
        { slotId: 2, window: '5–7 pm', left: 0, refusal: 'FULL' },
      ],
    },
    {
      date: '2026-11-29',
      label: 'Sun 29 Nov',
      slots: [{ slotId: 1, window: '5–8 am', left: 60, refusal: null }],
    },
  ],
} as unknown as DeliveryCheck;

describe('isOpen: a choice the cart keeps after it is read again', () => {
  it('keeps a slot the shop still offers that day', () => {
    expect(isOpen(check, { date: '2026-11-29', slotId: 1 })).toBe(true);
  });

  it('drops a slot past its cut-off or full, and a day no longer offered', () => {
    expect(isOpen(check, { date: '2026-11-28', slotId: 1 })).toBe(false);
    expect(isOpen(check, { date: '2026-11-28', slotId: 2 })).toBe(false);
    expect(isOpen(check, { date: '2026-11-30', slotId: 1 })).toBe(false);
  });
});
