import { INDIAN_STATES } from '@farm/contract';
import {
  GSTIN_HINT,
  gstinCheckCharacter,
  gstinStateCode,
  INDIAN_STATE_CODES,
  isValidGstin,
} from '@farm/contract/plain/gst';
import { describe, expect, it } from 'vitest';

describe('GST state codes', () => {
  it('name every state and union territory of the address form, each with its own code', () => {
    expect(Object.keys(INDIAN_STATE_CODES).sort()).toEqual([...INDIAN_STATES].sort());
    expect(new Set(Object.values(INDIAN_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(INDIAN_STATE_CODES).toMatchObject({
      'Tamil Nadu': '33',
      Karnataka: '29',
      Kerala: '32',
      Puducherry: '34',
      Delhi: '07',
      Ladakh: '38',
      'Andhra Pradesh': '37',
      'Dadra and Nagar Haveli and Daman and Diu': '26',
    });
  });
});

describe('GSTIN', () => {
  it('computes the check character by hand', () => {
    // 33ABCDE1234F1Z: values 3 3 10 11 12 13 14 1 2 3 4 15 1 35, times 1 2 1 2…:
    // 3 6 10 22 12 26 14 2 2 6 4 30 1 70; 70 = 1 × 36 + 34 counts 1 + 34 = 35, the rest are below 36.
    // Sum 173; 173 mod 36 = 29; (36 − 29) mod 36 = 7.
    expect(gstinCheckCharacter('33ABCDE1234F1Z')).toBe('7');
    expect(isValidGstin('33ABCDE1234F1Z7')).toBe(true);
    expect(GSTIN_HINT).toContain('33ABCDE1234F1Z7');
  });

  it('accepts published GSTINs', () => {
    // Flipkart Internet Private Limited, Karnataka, as printed on its invoices.
    expect(isValidGstin('29AACCF0683K1ZD')).toBe(true);
    // Essar Steel India Limited, Hazira, Gujarat (PAN AAACE1741P), from a supplier's tax invoice.
    expect(isValidGstin('24AAACE1741P1ZN')).toBe(true);
    // The sample of GSTN's own API documentation.
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(gstinStateCode('29AACCF0683K1ZD')).toBe('29');
    expect(gstinStateCode('33ABCDE1234F1Z7')).toBe('33');
  });

  it('accepts a later registration in the same state (entity number up to Z)', () => {
    expect(isValidGstin('33ABCDE1234F2Z6')).toBe(true);
    expect(isValidGstin('33ABCDE1234FAZY')).toBe(true);
  });

  it('refuses a wrong check character', () => {
    expect(isValidGstin('33ABCDE1234F1Z5')).toBe(false);
    expect(isValidGstin('29AACCF0683K1ZE')).toBe(false);
    // One PAN digit mistyped: the check no longer fits.
    expect(isValidGstin('29AACCF0638K1ZD')).toBe(false);
    expect(gstinStateCode('33ABCDE1234F1Z5')).toBeNull();
  });

  it('refuses state codes that are not today’s, even with a fitting check character', () => {
    expect(isValidGstin('00ABCDE1234F1ZG')).toBe(false);
    // Daman and Diu before the merger of 2020, Andhra Pradesh before its division.
    expect(isValidGstin('25ABCDE1234F1Z4')).toBe(false);
    expect(isValidGstin('28ABCDE1234F1ZY')).toBe(false);
    expect(isValidGstin('99ABCDE1234F1ZP')).toBe(false);
    expect(isValidGstin('38ABCDE1234F1ZX')).toBe(true);
  });

  it('refuses a wrong shape: entity number 0, no Z, a PAN out of pattern', () => {
    expect(isValidGstin('33ABCDE1234F0Z8')).toBe(false);
    expect(isValidGstin('33ABCDE1234F1Y9')).toBe(false);
    expect(isValidGstin('33ABCD01234F1Z7')).toBe(false);
  });

  it('wants upper case: callers trim and upper-case what was typed first', () => {
    expect(isValidGstin('33abcde1234f1z7')).toBe(false);
    expect(isValidGstin(' 33abcde1234f1z7 '.trim().toUpperCase())).toBe(true);
  });

  it('refuses a wrong length', () => {
    expect(isValidGstin('')).toBe(false);
    expect(isValidGstin('33ABCDE1234F1Z')).toBe(false);
    expect(isValidGstin('33ABCDE1234F1Z77')).toBe(false);
  });
});
