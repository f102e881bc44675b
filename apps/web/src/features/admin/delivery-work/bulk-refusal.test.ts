import { describe, expect, it } from 'vitest';
import { refusalWord } from './bulk-refusal';

const refusal = (status: Parameters<typeof refusalWord>[0]['status'], code = 'ILLEGAL_STATUS_CHANGE') => ({
  orderId: 7,
  code,
  status,
  message: `An order that is ${status} cannot become PACKED`,
});

describe('refusalWord: why an order was not moved, as words to say', () => {
  it('says an order is already where it was sent', () => {
    expect(refusalWord(refusal('PACKED'), 'PACKED')).toEqual({ key: 'already', now: 'PACKED' });
    expect(refusalWord(refusal('SHIPPED'), 'SHIPPED')).toEqual({ key: 'already', now: 'SHIPPED' });
  });
  it('says a cancelled, unpaid or further order plainly, never the API status names', () => {
    expect(refusalWord(refusal('CANCELLED'), 'PACKED')).toEqual({ key: 'cancelled' });
    expect(refusalWord(refusal('PENDING_PAYMENT'), 'SHIPPED')).toEqual({ key: 'unpaid' });
    expect(refusalWord(refusal('DELIVERED'), 'PACKED')).toEqual({ key: 'ahead', now: 'DELIVERED' });
    expect(refusalWord(refusal('PLACED'), 'SHIPPED')).toEqual({
      key: 'cannot',
      now: 'PLACED',
      target: 'SHIPPED',
    });
    expect(refusalWord(refusal(null, 'NOT_FOUND'), 'PACKED')).toEqual({ key: 'notFound' });
  });
  it('keeps the API words for a refusal it does not know', () => {
    expect(refusalWord(refusal('PLACED', 'FORBIDDEN'), 'PACKED')).toMatchObject({ key: 'api' });
  });
});
