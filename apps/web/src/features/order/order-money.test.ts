import type { OrderPayment } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { paymentStatusText } from './order-money';

const taken = (collectedBy: OrderPayment['collectedBy']): OrderPayment => ({
  status: 'COD_COLLECTED',
  amount: 45_000,
  actorKind: 'staff',
  actorName: 'Murugan',
  note: null,
  systemNote: null,
  collectedBy,
  createdAt: '2026-11-29T10:00:00.000Z',
});

describe('paymentStatusText', () => {
  it('says "Paid by UPI" for money taken at the door by UPI, not "Cash collected"', () => {
    expect(paymentStatusText({ paymentStatus: 'COD_COLLECTED', payments: [taken('UPI')] })).toBe(
      'Paid by UPI',
    );
  });

  it('says "Cash collected" for cash at the door or recorded by staff', () => {
    expect(paymentStatusText({ paymentStatus: 'COD_COLLECTED', payments: [taken('CASH')] })).toBe(
      'Cash collected',
    );
    expect(paymentStatusText({ paymentStatus: 'COD_COLLECTED', payments: [taken(null)] })).toBe(
      'Cash collected',
    );
    expect(paymentStatusText({ paymentStatus: 'COD_DUE', payments: [] })).toBe('Cash due');
  });
});
