import { describe, expect, it } from 'vitest';
import { refusalText } from './bulk-refusal';

const refusal = (status: Parameters<typeof refusalText>[0]['status'], code = 'ILLEGAL_STATUS_CHANGE') => ({
  orderId: 7,
  code,
  status,
  message: `An order that is ${status} cannot become PACKED`,
});

describe('refusalText: why an order was not moved, in words', () => {
  it('says an order is already where it was sent', () => {
    expect(refusalText(refusal('PACKED'), 'PACKED')).toBe('already packed');
    expect(refusalText(refusal('SHIPPED'), 'SHIPPED')).toBe('already shipped');
  });
  it('says a cancelled, unpaid or further order plainly, never the API status names', () => {
    expect(refusalText(refusal('CANCELLED'), 'PACKED')).toBe('it was cancelled: nothing to send');
    expect(refusalText(refusal('PENDING_PAYMENT'), 'SHIPPED')).toBe('its online payment has not come yet');
    expect(refusalText(refusal('DELIVERED'), 'PACKED')).toBe('it is already delivered');
    expect(refusalText(refusal(null, 'NOT_FOUND'), 'PACKED')).toBe('no such order');
  });
  it('keeps the API words for a refusal it does not know', () => {
    expect(refusalText(refusal('PLACED', 'FORBIDDEN'), 'PACKED')).toContain('cannot become');
  });
});
