import type { Tx } from '../../db/client.js';
import { insertOrderEvent, updateOrderStatus } from './order.repository.js';
import { publishOrderEvent } from './order-events.js';

/** An online payment that pays an order awaiting it: how much, the provider's reference, how (upi, card…). */
export type PaidOnline = { amount: number; reference: string; method: string | null };

/**
 * The order's side of an online payment that paid it (decision 0031): PENDING_PAYMENT becomes
 * PLACED, by the shop, with its timeline entry, and `paid` is announced (the supply is invoiced,
 * issue 17.2, and the customer told it is placed). The payment module calls it under the order's
 * lock (`lockOrder`), in the transaction that records the money.
 */
export async function placePaidOrder(tx: Tx, orderId: number, paid: PaidOnline): Promise<void> {
  await updateOrderStatus(tx, orderId, 'PLACED');
  await insertOrderEvent(tx, {
    orderId,
    status: 'PLACED',
    systemNote: { kind: 'PAID_ONLINE', values: { method: paid.method, reference: paid.reference } },
    actorKind: 'system',
    actorId: null,
    actorName: null,
  });
  await publishOrderEvent(tx, { type: 'paid', orderId, amount: paid.amount });
}

/** Money given back for the order, recorded by the payment module; `moneyKept` is what the shop still holds. */
export type RefundedMoney = { amount: number; reference: string; moneyKept: number };

/**
 * Announces a refund the payment module recorded, in its transaction: its credit note and the
 * customer's message react (a message per refund, by its reference).
 */
export async function announceRefund(tx: Tx, orderId: number, refund: RefundedMoney): Promise<void> {
  await publishOrderEvent(tx, { type: 'refunded', orderId, ...refund });
}
