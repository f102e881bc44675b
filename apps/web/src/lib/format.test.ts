import { describe, expect, it } from 'vitest';
import { dayAfter, formatDate, formatDateTime, formatDay, formatPaise } from './format';

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

  it('names a day and a date in Tamil on Tamil pages, with Western digits', () => {
    expect(formatDay('2026-11-28', 'ta')).toBe('நவம்பர் 28, சனி');
    expect(formatDate('2026-11-28T06:30:00Z', 'ta')).toMatch(/^28 நவ\.?, 2026$/);
    expect(formatDate('2026-11-28T06:30:00Z')).toBe('28 Nov 2026');
  });
});

describe('money', () => {
  it('writes paise as the storefront, the admin and the API write them: one formatter', async () => {
    const { rupeesText } = await import('@farm/contract/plain/money');
    for (const paise of [0, 5, 125_000, 1_00_00_000, -5_000])
      expect(formatPaise(paise)).toBe(rupeesText(paise));
    expect(formatPaise(1_00_00_000)).toBe('₹1,00,000.00');
    expect(formatPaise(-5_000)).toBe('-₹50.00');
  });
});

describe('formatDateTime in Tamil', () => {
  // Issue 33: a Tamil order page said "ஆர்டர் செய்தது 30 நவ., 2026, 4:40 AM".
  it('words the time with the part of the day, without AM or PM', () => {
    const text = formatDateTime('2026-11-29T23:10:00Z', 'ta'); // 4:40 in the morning in India
    expect(text).toContain('காலை 4:40');
    expect(text).not.toMatch(/AM|PM/i);
    expect(formatDateTime('2026-11-30T12:35:00Z', 'ta')).toContain('மாலை 6:05');
    expect(formatDateTime('2026-11-30T12:35:00Z')).toMatch(/6:05\s?pm/i);
  });
});
