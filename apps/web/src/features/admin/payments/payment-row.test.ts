import { describe, expect, it } from 'vitest';
import { paidByUpiAtDoor } from './payment-row';

describe('paidByUpiAtDoor', () => {
  it('is true for money taken by UPI at the door', () => {
    expect(paidByUpiAtDoor({ status: 'COD_COLLECTED', receivedUpi: 45_000 })).toBe(true);
  });

  it('is false for cash collected, and for anything not collected at the door', () => {
    expect(paidByUpiAtDoor({ status: 'COD_COLLECTED', receivedUpi: 0 })).toBe(false);
    expect(paidByUpiAtDoor({ status: 'COD_DUE', receivedUpi: 0 })).toBe(false);
    expect(paidByUpiAtDoor({ status: 'PAID', receivedUpi: 0 })).toBe(false);
  });
});
