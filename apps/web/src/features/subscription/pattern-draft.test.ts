import { subscriptionPatternInputSchema } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { clampQuantity, draftOf, NEW_PATTERN, patternOf, patternProblem } from './pattern-draft';

const MILK = 11;
const CURD = 12;

describe('a pattern from the form', () => {
  it('is what the contract takes, for each kind', () => {
    const drafts = [
      { ...NEW_PATTERN, quantity: 2 },
      { ...NEW_PATTERN, kind: 'ALTERNATE' as const },
      { ...NEW_PATTERN, kind: 'WEEKDAYS' as const, weekdays: [7, 1, 3] },
      { ...NEW_PATTERN, kind: 'PER_WEEKDAY' as const, weekdayQuantities: [1, 0, 1, 0, 1, 0, 2] },
    ];
    for (const draft of drafts) {
      const pattern = patternOf(draft, [MILK, CURD]);
      expect(subscriptionPatternInputSchema.safeParse(pattern).success, draft.kind).toBe(true);
    }
    expect(patternOf(drafts[2] ?? NEW_PATTERN, [MILK])).toEqual({
      kind: 'WEEKDAYS',
      weekdays: [1, 3, 7],
      lines: [{ productId: MILK, quantity: 1 }],
    });
    expect(patternOf(drafts[3] ?? NEW_PATTERN, [MILK]).lines).toEqual([
      { productId: MILK, weekdayQuantities: [1, 0, 1, 0, 1, 0, 2] },
    ]);
  });

  it('is held back when the contract would refuse it', () => {
    expect(patternProblem({ ...NEW_PATTERN, kind: 'WEEKDAYS', weekdays: [] })).toBe('chooseWeekday');
    expect(
      patternProblem({ ...NEW_PATTERN, kind: 'PER_WEEKDAY', weekdayQuantities: [0, 0, 0, 0, 0, 0, 0] }),
    ).toBe('giveQuantity');
    expect(patternProblem(NEW_PATTERN)).toBeUndefined();
  });

  it('keeps a typed quantity within what a day may take', () => {
    expect(clampQuantity('3', 1)).toBe(3);
    expect(clampQuantity('0', 1)).toBe(1);
    expect(clampQuantity('0', 0)).toBe(0);
    expect(clampQuantity('99', 0)).toBe(20);
    expect(clampQuantity('', 1)).toBe(1);
  });

  it('starts a change from the pattern in force last', () => {
    const subscription = {
      id: 1,
      addressId: 1,
      slotId: 1,
      startDay: '2026-12-01',
      status: 'ACTIVE' as const,
      createdAt: '2026-11-30T10:00:00.000Z',
      patterns: [
        {
          fromDay: '2026-12-01',
          kind: 'DAILY' as const,
          weekdays: [],
          lines: [{ productId: MILK, quantity: 1, weekdayQuantities: null }],
        },
        {
          fromDay: '2026-12-08',
          kind: 'WEEKDAYS' as const,
          weekdays: [1, 5],
          lines: [{ productId: MILK, quantity: 3, weekdayQuantities: null }],
        },
      ],
    };
    expect(draftOf(subscription)).toEqual({
      kind: 'WEEKDAYS',
      quantity: 3,
      weekdays: [1, 5],
      weekdayQuantities: [3, 3, 3, 3, 3, 3, 3],
    });
  });
});
