import { displayMobile, tenDigits } from '@farm/contract/plain/mobile';
import { describe, expect, it } from 'vitest';

// The one mobile formatter (contract plain/mobile.ts), since the web's formatMobile was folded into it.
describe('displayMobile', () => {
  it('spaces a number the way a person reads and dials it', () => {
    expect(displayMobile('+919876543210')).toBe('+91 98765 43210');
    expect(displayMobile('9876543210')).toBe('+91 98765 43210');
    expect(displayMobile('919876543210')).toBe('+91 98765 43210');
    expect(displayMobile('+91 98765-43210')).toBe('+91 98765 43210');
  });

  it('leaves what is not a ten-digit number as it was', () => {
    expect(displayMobile('12345')).toBe('12345');
    expect(displayMobile('')).toBe('');
  });
});

describe('tenDigits', () => {
  it('keeps the last ten digits: what a person types and what URLs carry', () => {
    expect(tenDigits('+919876543210')).toBe('9876543210');
    expect(tenDigits('98765 43210')).toBe('9876543210');
  });
});
