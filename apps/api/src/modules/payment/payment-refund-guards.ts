import { createHash } from 'node:crypto';
import { rupeesText, type WordParams } from '@farm/contract';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { fromBound, indiaToday } from '../../lib/dates.js';
import {
  claimRefundRequest,
  findRefundRequest,
  lockStaffRefunds,
  sumRefundsBySince,
  sumStaffRefundsOnOrder,
} from './payment-refund.repository.js';

/** A staff member's `Idempotency-Key` for one intended refund. */
export type RefundKey = { staffId: number; key: string };

/**
 * Claims the request's key under the order's lock (issue 30.1), as checkout claims its own:
 * true when this is the first request with it; false when it is a repeat of that same request,
 * to be answered with its result. The same key for another order, amount or reason is refused.
 */
export async function claimRefundKey(
  tx: Tx,
  claim: RefundKey,
  request: { orderId: number; amount: number | null; reason: string | null },
): Promise<boolean> {
  const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
  if (await claimRefundRequest(tx, { ...claim, requestHash, orderId: request.orderId })) return true;
  const first = await findRefundRequest(tx, claim.staffId, claim.key);
  if (first?.requestHash === requestHash) return false;
  throw new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was used for a different refund; use a new key for a new refund',
  ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_REFUND');
}

/** What a staff member who is not an admin may refund (settings); null: no limit. */
export type StaffRefundLimits = { staffId: number; perOrder: number | null; perDay: number | null };

/**
 * A non-admin's refund counted with what staff already refunded on the order, and with what this
 * staff member refunded today (India's day) on any order (issue 30.2: ₹4,856 refused at once went
 * through as ₹2,000 + ₹2,000 + ₹856). Runs under the order's lock, and takes the staff member's
 * own lock, so two refunds at once cannot both fit the same room.
 */
export async function assertWithinStaffLimits(
  tx: Tx,
  orderId: number,
  amount: number,
  limits: StaffRefundLimits,
  now: Date,
): Promise<void> {
  if (limits.perOrder !== null) {
    const before = await sumStaffRefundsOnOrder(tx, orderId);
    if (before + amount > limits.perOrder) {
      const already = before > 0 ? ` (${rupeesText(before)} was refunded by staff already)` : '';
      throw needsAdmin(
        `above ${rupeesText(limits.perOrder)} on one order is for an admin to send${already}`,
        { limitPaise: limits.perOrder, alreadyPaise: before },
      );
    }
  }
  if (limits.perDay !== null) {
    await lockStaffRefunds(tx, limits.staffId);
    const today = await sumRefundsBySince(tx, limits.staffId, fromBound(indiaToday(now)));
    if (today + amount > limits.perDay) {
      const message = `would take your refunds today above ${rupeesText(limits.perDay)} (${rupeesText(today)} sent already): an admin can send it`;
      const params = { limitPaise: limits.perDay, sentPaise: today };
      throw new AppError(403, 'REFUND_DAILY_LIMIT', `This refund ${message}`, [
        { field: 'amount', code: 'REFUND_DAILY_LIMIT', params, message },
      ]).worded(params, 'REFUND_ABOVE_DAILY_LIMIT');
    }
  }
}

function needsAdmin(message: string, params: WordParams) {
  return new AppError(403, 'REFUND_NEEDS_ADMIN', `A refund ${message}`, [
    { field: 'amount', code: 'REFUND_NEEDS_ADMIN', params, message },
  ]).worded(params, 'REFUND_IS_FOR_ADMIN');
}
