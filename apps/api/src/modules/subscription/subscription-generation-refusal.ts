import type { SubscriptionNotGeneratedReason } from '@farm/contract';
import { AppError } from '../../lib/app-error.js';

/**
 * Why `placeOrder` refused a subscription's day, as the day's record says it (issue 34.2): the
 * refusals a standing order can meet at its cut-off. Anything else (a fault, a lost connection)
 * answers null: the day is left for the next run, not recorded.
 */
export function notGeneratedReasonOf(err: unknown): SubscriptionNotGeneratedReason | null {
  if (!(err instanceof AppError)) return null;
  const fields = new Set((err.errors ?? []).map((e) => e.code));
  switch (err.code) {
    case 'WALLET_BALANCE_TOO_LOW':
      return 'BALANCE_TOO_LOW';
    case 'OUT_OF_STOCK':
      // A product staff made inactive is "not available"; the rest are short of stock.
      return fields.has('NOT_AVAILABLE') ? 'PRODUCT_UNAVAILABLE' : 'OUT_OF_STOCK';
    case 'NOT_FOUND':
      return err.words?.detailCode === 'PRODUCT_NOT_FOUND' ? 'PRODUCT_UNAVAILABLE' : null;
    case 'SLOT_UNAVAILABLE':
      return fields.has('SLOT_FULL') || fields.has('SLOTS_ALL_TAKEN') ? 'SLOT_FULL' : 'AREA_CLOSED';
    case 'NOT_DELIVERABLE':
      return 'AREA_CLOSED';
    default:
      return null;
  }
}
