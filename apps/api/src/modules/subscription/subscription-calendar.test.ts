import { describe, expect, it } from 'vitest';
import { addDays } from '../delivery/index.js';
import { type CalendarChange, type CalendarInput, calendarOf, weekdayOf } from './subscription-calendar.js';

const MILK = 1;
const CURD = 2;
const SLOT = { cutoffDaysBefore: 1, cutoffTime: '21:00' };
// Monday 30 Nov 2026, 10:00 in India.
const NOW = new Date('2026-11-30T04:30:00Z');

function change(
  kind: CalendarChange['kind'],
  day: string,
  more: Partial<CalendarChange> = {},
): CalendarChange {
  return { kind, day, untilDay: null, productId: null, quantity: null, ...more };
}

const daily: CalendarInput = {
  startDay: '2026-12-01',
  slot: SLOT,
  patterns: [
    {
      fromDay: '2026-12-01',
      kind: 'DAILY',
      weekdays: [],
      lines: [{ productId: MILK, quantity: 2, weekdayQuantities: null }],
    },
  ],
  changes: [],
};

/** `day status quantities` per day, to compare whole months at a glance. */
function summary(input: CalendarInput, from: string, days: number) {
  return calendarOf(input, from, days, NOW).map(
    (d) => `${d.day} ${d.status}${d.lines.map((l) => ` ${l.productId}x${l.quantity}`).join('')}`,
  );
}

describe('a subscription calendar (pure)', () => {
  it('reads a month of a daily subscription with a skip, a pause, a quantity and a pattern change', () => {
    const input: CalendarInput = {
      ...daily,
      patterns: [
        ...daily.patterns,
        // From Sunday 20 Dec: alternate days, one of milk and one of curd.
        {
          fromDay: '2026-12-20',
          kind: 'ALTERNATE',
          weekdays: [],
          lines: [
            { productId: MILK, quantity: 1, weekdayQuantities: null },
            { productId: CURD, quantity: 1, weekdayQuantities: null },
          ],
        },
      ],
      changes: [
        change('SKIP', '2026-12-03'),
        change('PAUSE', '2026-12-10', { untilDay: '2026-12-12' }),
        change('QUANTITY', '2026-12-15', { productId: MILK, quantity: 3 }),
      ],
    };
    const expected = [
      '2026-11-30 BEFORE_START',
      '2026-12-01 DELIVER 1x2',
      '2026-12-02 DELIVER 1x2',
      '2026-12-03 SKIPPED',
      ...Array.from({ length: 6 }, (_, i) => `${addDays('2026-12-04', i)} DELIVER 1x2`),
      '2026-12-10 PAUSED',
      '2026-12-11 PAUSED',
      '2026-12-12 PAUSED',
      '2026-12-13 DELIVER 1x2',
      '2026-12-14 DELIVER 1x2',
      '2026-12-15 DELIVER 1x3',
      ...Array.from({ length: 4 }, (_, i) => `${addDays('2026-12-16', i)} DELIVER 1x2`),
      ...Array.from({ length: 10 }, (_, i) =>
        i % 2 === 0
          ? `${addDays('2026-12-20', i)} DELIVER 1x1 2x1`
          : `${addDays('2026-12-20', i)} NOT_PATTERN_DAY`,
      ),
    ];
    expect(summary(input, '2026-11-30', 30)).toEqual(expected);
  });

  it('gives each day the slot’s cut-off, 21:00 India time the day before, and whether it has passed', () => {
    const [tomorrow, next] = calendarOf(daily, '2026-12-01', 2, new Date('2026-11-30T15:29:59Z'));
    expect(tomorrow).toMatchObject({ changeableUntil: '2026-11-30T15:30:00.000Z', changeable: true });
    const [closed] = calendarOf(daily, '2026-12-01', 1, new Date('2026-11-30T15:30:00Z'));
    expect(closed?.changeable).toBe(false);
    expect(next).toMatchObject({ changeableUntil: '2026-12-01T15:30:00.000Z', changeable: true });
    // A slot that closes two days before at 18:00.
    const [early] = calendarOf(
      { ...daily, slot: { cutoffDaysBefore: 2, cutoffTime: '18:00' } },
      '2026-12-05',
      1,
      NOW,
    );
    expect(early?.changeableUntil).toBe('2026-12-03T12:30:00.000Z');
  });

  it('reads pauses and resumes in the order they were made; an open pause lasts until a resume', () => {
    const input = {
      ...daily,
      changes: [
        change('PAUSE', '2026-12-02'),
        change('RESUME', '2026-12-05'),
        change('PAUSE', '2026-12-07', { untilDay: '2026-12-07' }),
      ],
    };
    expect(summary(input, '2026-12-01', 8).map((s) => s.split(' ')[1])).toEqual([
      'DELIVER',
      'PAUSED',
      'PAUSED',
      'PAUSED',
      'DELIVER',
      'DELIVER',
      'PAUSED',
      'DELIVER',
    ]);
  });

  it('lets a later quantity bring a skipped day back, and a quantity of 0 leave a product out', () => {
    const input = {
      ...daily,
      changes: [
        change('SKIP', '2026-12-02'),
        change('QUANTITY', '2026-12-02', { productId: MILK, quantity: 1 }),
        change('QUANTITY', '2026-12-03', { productId: MILK, quantity: 0 }),
        change('QUANTITY', '2026-12-04', { productId: CURD, quantity: 2 }),
        change('SKIP', '2026-12-04'),
      ],
    };
    expect(summary(input, '2026-12-02', 3)).toEqual([
      '2026-12-02 DELIVER 1x1',
      '2026-12-03 SKIPPED',
      '2026-12-04 SKIPPED',
    ]);
  });

  it('cancels from a day on, whatever else was asked', () => {
    const input = {
      ...daily,
      changes: [
        change('CANCEL', '2026-12-03'),
        change('QUANTITY', '2026-12-04', { productId: MILK, quantity: 5 }),
      ],
    };
    expect(summary(input, '2026-12-02', 3).map((s) => s.split(' ')[1])).toEqual([
      'DELIVER',
      'CANCELLED',
      'CANCELLED',
    ]);
  });

  it('delivers chosen weekdays, and a quantity per weekday', () => {
    expect(weekdayOf('2026-11-30')).toBe(1);
    expect(weekdayOf('2026-12-06')).toBe(7);
    const weekdays: CalendarInput = {
      ...daily,
      patterns: [
        {
          fromDay: '2026-12-01',
          kind: 'WEEKDAYS',
          weekdays: [1, 3, 5],
          lines: [{ productId: MILK, quantity: 1, weekdayQuantities: null }],
        },
      ],
    };
    // Tue 1 … Mon 7 Dec: Wednesday, Friday and Monday.
    expect(summary(weekdays, '2026-12-01', 7).map((s) => s.split(' ')[1])).toEqual([
      'NOT_PATTERN_DAY',
      'DELIVER',
      'NOT_PATTERN_DAY',
      'DELIVER',
      'NOT_PATTERN_DAY',
      'NOT_PATTERN_DAY',
      'DELIVER',
    ]);
    const perWeekday: CalendarInput = {
      ...daily,
      patterns: [
        {
          fromDay: '2026-12-01',
          kind: 'PER_WEEKDAY',
          weekdays: [],
          lines: [{ productId: MILK, quantity: null, weekdayQuantities: [1, 1, 1, 1, 1, 0, 3] }],
        },
      ],
    };
    expect(summary(perWeekday, '2026-12-04', 3)).toEqual([
      '2026-12-04 DELIVER 1x1',
      '2026-12-05 NOT_PATTERN_DAY',
      '2026-12-06 DELIVER 1x3',
    ]);
  });
});
