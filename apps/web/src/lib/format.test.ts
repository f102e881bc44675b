import { describe, expect, it } from 'vitest';
import { dayAfter, formatDay } from './format';

describe('calendar days', () => {
  it('counts days across a month, a year and a leap day', () => {
    expect(dayAfter('2026-11-27')).toBe('2026-11-28');
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
    expect(dayAfter('2026-11-28', 2)).toBe('2026-11-30');
    expect(dayAfter('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names a day as it is in India whatever the machine’s zone', () => {
    expect(formatDay('2026-11-28')).toBe('Saturday, 28 November');
  });
});
