import { courierWindowText } from '@farm/contract/plain/delivery';
import { describe, expect, it } from 'vitest';
import { addDays, cutoffOf, dayLabel, relativeDayText } from './delivery-calendar.js';

describe('delivery calendar (India time)', () => {
  it('adds days across a month and a year', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it("puts a slot's cut-off on the day before at 21:00 India time (15:30 UTC)", () => {
    expect(cutoffOf('2026-11-26', { cutoffDaysBefore: 1, cutoffTime: '21:00' }).toISOString()).toBe(
      '2026-11-25T15:30:00.000Z',
    );
    expect(cutoffOf('2026-11-26', { cutoffDaysBefore: 0, cutoffTime: '12:00' }).toISOString()).toBe(
      '2026-11-26T06:30:00.000Z',
    );
  });

  it("reads today and tomorrow from India's date, not the server's", () => {
    // 20:00 UTC on the 25th is 01:30 on the 26th in India.
    const now = new Date('2026-11-25T20:00:00Z');
    expect(relativeDayText('2026-11-26', now)).toBe('today');
    expect(relativeDayText('2026-11-27', now)).toBe('tomorrow');
    expect(dayLabel('2026-11-27', now)).toBe('Tomorrow, Fri 27 Nov');
    expect(relativeDayText('2026-11-28', now)).toBe('Sat 28 Nov');
  });

  it('words a courier window', () => {
    expect(courierWindowText('2026-11-30', '2026-12-02')).toBe('between Mon 30 Nov and Wed 2 Dec');
    expect(courierWindowText('2026-11-30', '2026-11-30')).toBe('on Mon 30 Nov');
  });
});
