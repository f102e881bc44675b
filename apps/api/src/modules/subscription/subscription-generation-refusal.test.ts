import { describe, expect, it } from 'vitest';
import { AppError, conflict } from '../../lib/app-error.js';
import { slotFullRefusal } from '../delivery/index.js';
import { notGeneratedReasonOf } from './subscription-generation-refusal.js';

// Which of placeOrder's refusals a subscription's day is recorded with (issue 34.2), and which are
// faults left for the next run.
describe('why a subscription’s day was not generated', () => {
  it('names a full slot, a closed area or day, stock and a product off sale', () => {
    const slot = { id: 1, capacity: 40, date: '2026-12-01', window: '5–8 am' };
    expect(notGeneratedReasonOf(slotFullRefusal(slot))).toBe('SLOT_FULL');
    const closedDay = conflict('SLOT_UNAVAILABLE', 'closed', [
      { field: 'date', code: 'DAY_CLOSED', message: 'closed' },
    ]);
    expect(notGeneratedReasonOf(closedDay)).toBe('AREA_CLOSED');
    expect(notGeneratedReasonOf(conflict('NOT_DELIVERABLE', 'not served'))).toBe('AREA_CLOSED');
    const short = conflict('OUT_OF_STOCK', 'short', [
      { field: 'productDetails.0.quantity', code: 'OUT_OF_STOCK', message: 'short' },
    ]);
    expect(notGeneratedReasonOf(short)).toBe('OUT_OF_STOCK');
    const archived = conflict('OUT_OF_STOCK', 'off sale', [
      { field: 'productDetails.0.productId', code: 'NOT_AVAILABLE', message: 'off sale' },
    ]);
    expect(notGeneratedReasonOf(archived)).toBe('PRODUCT_UNAVAILABLE');
    const gone = new AppError(404, 'NOT_FOUND', 'Product not found').worded({}, 'PRODUCT_NOT_FOUND');
    expect(notGeneratedReasonOf(gone)).toBe('PRODUCT_UNAVAILABLE');
    const broke = new AppError(422, 'WALLET_BALANCE_TOO_LOW', 'low');
    expect(notGeneratedReasonOf(broke)).toBe('BALANCE_TOO_LOW');
  });

  it('leaves a fault or another refusal unrecorded, for the next run', () => {
    expect(notGeneratedReasonOf(new Error('connection lost'))).toBeNull();
    expect(notGeneratedReasonOf(new AppError(404, 'NOT_FOUND', 'Customer not found'))).toBeNull();
    expect(notGeneratedReasonOf(conflict('IDEMPOTENCY_IN_PROGRESS', 'busy'))).toBeNull();
  });
});
