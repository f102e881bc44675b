import type { OrderEvent, PaymentNote } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { paymentNoteText, timelineNoteText } from './timeline-words';

const noted = (systemNote: OrderEvent['systemNote'], note: string | null = null) =>
  timelineNoteText({ systemNote, note });

describe('timelineNoteText: the shop’s timeline notes in the catalogue’s words', () => {
  it('words each kind as the API once stored it', () => {
    expect(noted({ kind: 'PAID_ONLINE', values: { method: 'UPI', reference: 'pay_1' } })).toBe(
      'Paid online by UPI (pay_1)',
    );
    expect(noted({ kind: 'PAID_ONLINE', values: { method: null, reference: 'pay_2' } })).toBe(
      'Paid online (pay_2)',
    );
    expect(noted({ kind: 'UNPAID_EXPIRED', values: { minutes: 30 } })).toBe(
      'Not paid within 30 minutes: cancelled, stock released',
    );
    expect(noted({ kind: 'DOOR_MARK', values: { outcome: 'NOT_HOME' } })).toBe('Not home');
    expect(noted({ kind: 'DOOR_MARK', values: { outcome: 'REFUSED' } }, 'Gate locked')).toBe(
      'Refused: Gate locked',
    );
    expect(noted({ kind: 'ARCHIVED', values: {} })).toBe('Archived');
    expect(noted({ kind: 'UNARCHIVED', values: {} })).toBe('Back from the archive');
    expect(
      noted(
        {
          kind: 'LINES_RETURNED',
          values: { lines: [{ quantity: 1, name: 'Honey & Oats Goat Milk Soap' }], restock: true },
        },
        'Cracked in the parcel',
      ),
    ).toBe('Returned: 1 × Honey & Oats Goat Milk Soap (back in stock). Cracked in the parcel');
    expect(
      noted({
        kind: 'LINES_RETURNED',
        values: {
          lines: [
            { quantity: 2, name: 'Ghee' },
            { quantity: 1, name: "Baker's jar" },
          ],
          restock: false,
        },
      }),
    ).toBe("Returned: 2 × Ghee, 1 × Baker's jar");
    expect(noted({ kind: 'RESTOCKED', values: { quantity: 2, name: 'Goat butter' } })).toBe(
      'Returned to stock: 2 × Goat butter',
    );
  });

  it('words cash taken at the door from its kind; other payment notes as stored', () => {
    const row = { note: null, systemNote: null, collectedBy: null };
    expect(paymentNoteText({ ...row, collectedBy: 'CASH' })).toBe('Collected at the door');
    expect(paymentNoteText({ ...row, note: 'Collected at the door' })).toBe('Collected at the door');
    expect(paymentNoteText({ ...row, collectedBy: 'UPI' })).toBeNull();
    expect(paymentNoteText({ ...row, note: 'Refund rfnd_1: One jar broke' })).toBe(
      'Refund rfnd_1: One jar broke',
    );
  });

  it('words what the shop wrote on a payment from its kind, in the English it once stored (issue 31.5)', () => {
    const paid = (systemNote: PaymentNote, note: string | null = null) =>
      paymentNoteText({ note, systemNote, collectedBy: null });
    expect(paid({ kind: 'PAID_ONLINE', values: { method: 'UPI', reference: 'pay_1' } })).toBe(
      'Paid online by UPI (pay_1)',
    );
    expect(paid({ kind: 'PAID_ONLINE', values: { method: null, reference: 'pay_2' } })).toBe(
      'Paid online (pay_2)',
    );
    const toRefund = { method: 'CARD', reference: 'pay_3', amount: 12_345 };
    expect(paid({ kind: 'PAID_TO_REFUND', values: { ...toRefund, why: 'CANCELLED' } })).toBe(
      'Paid online by CARD after the order was cancelled (pay_3): to be refunded',
    );
    expect(paid({ kind: 'PAID_TO_REFUND', values: { ...toRefund, why: 'PAID_TWICE' } })).toBe(
      'Paid online by CARD a second time (pay_3): to be refunded',
    );
    expect(paid({ kind: 'PAID_TO_REFUND', values: { ...toRefund, method: null, why: 'WRONG_AMOUNT' } })).toBe(
      "Paid online for 12345 paise, not the order's total (pay_3): to be refunded",
    );
    const refund = { reference: 'rfnd_1', orderCancelled: false };
    expect(paid({ kind: 'REFUND', values: refund }, 'One jar broke')).toBe('Refund rfnd_1: One jar broke');
    expect(paid({ kind: 'REFUND', values: refund })).toBe('Refund rfnd_1');
    expect(paid({ kind: 'REFUND', values: { ...refund, orderCancelled: true } })).toBe(
      'Refund rfnd_1: Order cancelled',
    );
  });

  it('shows what a person typed, and an old row’s stored sentence, as they are', () => {
    expect(noted(null, 'DTDC D12345678')).toBe('DTDC D12345678');
    expect(noted(null, 'Paid online by UPI (pay_old)')).toBe('Paid online by UPI (pay_old)');
    expect(noted(null)).toBeNull();
  });

  it('words the notes in Tamil on Tamil pages, what a person typed still as typed', () => {
    const inTamil = (systemNote: OrderEvent['systemNote'], note: string | null = null) =>
      timelineNoteText({ systemNote, note }, 'ta');
    expect(inTamil({ kind: 'DOOR_MARK', values: { outcome: 'NOT_HOME' } }, 'Gate locked')).toBe(
      'வீட்டில் ஆள் இல்லை: Gate locked',
    );
    expect(inTamil({ kind: 'PAID_ONLINE', values: { method: 'UPI', reference: 'pay_1' } })).toBe(
      'ஆன்லைனில் செலுத்தப்பட்டது (UPI மூலம்) (pay_1)',
    );
    expect(paymentNoteText({ note: null, systemNote: null, collectedBy: 'CASH' }, 'ta')).toBe(
      'வீட்டு வாசலில் பணம் பெறப்பட்டது',
    );
  });
});
