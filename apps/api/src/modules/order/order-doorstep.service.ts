import type { Order, StopOutcome } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import { insertOrderEvent, lockOrder } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { assertCashRecordable } from './order-cash-rule.js';
import { publishOrderEvent } from './order-events.js';
import { type LockedOrder, movedOrder, moveOrder } from './order-status.service.js';

export type DoorstepMark = {
  outcome: StopOutcome;
  cashCollected?: number | undefined;
  /** Paid by UPI at the door instead of cash (issue 32.10): same rule, its reference kept. */
  upi?: { amount: number; reference: string } | undefined;
  note?: string | null;
  /** When the mark was made: the shop's clock (`app.clock`), so a fake clock's tests control it. */
  at: Date;
};

export type DoorstepRules = {
  /** Whether this actor may mark this order (a delivery person: only in their areas). */
  mayMark(order: LockedOrder): boolean;
  /**
   * The caller's own writes in the mark's transaction, under the order's lock, after the mark (the
   * delivery person's count of empty bottles): a throw undoes the mark too.
   */
  alongside?(tx: Tx, order: LockedOrder): Promise<void>;
};

/**
 * A mark at the customer's door (issue 16.3), under the order's lock, on an order out for delivery
 * (SHIPPED): delivered moves it to DELIVERED, recording the cash a cash-on-delivery order brought
 * (once, at most its total); not home and refused stay out for delivery, noted on the timeline for
 * staff to decide. Every mark names who made it and when. The mark is announced in the same
 * transaction (`marked-at-door`): the delivery-work module keeps the stop's own record of it.
 */
export async function markAtDoor(
  db: Db,
  actor: OrderActor,
  orderId: number,
  mark: DoorstepMark,
  rules: DoorstepRules,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || !rules.mayMark(order)) {
      if (order) throw forbidden('This stop is not on your routes').worded({}, 'STOP_NOT_ROUTES');
      throw notFound('Order');
    }
    assertMarkFits(order, mark);
    if (mark.outcome === 'DELIVERED') {
      await moveOrder(tx, order, actor, { status: 'DELIVERED', note: mark.note ?? null });
      const money = doorMoneyOf(mark);
      if (money) {
        await publishOrderEvent(tx, { type: 'cash-collected', orderId, ...money, actor });
      }
    } else {
      await insertOrderEvent(tx, {
        orderId,
        status: order.status,
        note: mark.note ?? null,
        systemNote: { kind: 'DOOR_MARK', values: { outcome: mark.outcome } },
        actorKind: actor.kind,
        actorId: actor.id,
        actorName: actor.name,
      });
    }
    await publishOrderEvent(tx, {
      type: 'marked-at-door',
      orderId,
      outcome: mark.outcome,
      actor,
      note: mark.note ?? null,
      at: mark.at,
    });
    await rules.alongside?.(tx, order);
  });
  return movedOrder(db, orderId);
}

function assertMarkFits(order: LockedOrder, mark: DoorstepMark) {
  if (order.status !== 'SHIPPED') {
    const now = order.status.toLowerCase().replace('_', ' ');
    throw conflict('NOT_ON_ROUTE', `This order is not out for delivery (it is ${now})`, [
      {
        field: 'outcome',
        code: 'ORDER_IS',
        params: { status: order.status },
        message: `the order is ${now}`,
      },
    ]).worded({ status: order.status }, 'ORDER_NOT_OUT_FOR_DELIVERY');
  }
  const money = doorMoneyOf(mark);
  if (!money) return;
  const field = money.collectedBy === 'UPI' ? 'upi.amount' : 'cashCollected';
  const refuse = (message: string) =>
    badRequest(`Money collected ${message}`, [{ field, code: 'CASH_ONLY_DELIVERED', message }]).worded(
      {},
      'MONEY_ONLY_WITH_DELIVERED',
    );
  if (mark.outcome !== 'DELIVERED') throw refuse('goes only with a delivered order');
  assertCashRecordable(order, money.amount, field);
}

/** The payment row a mark brings: cash (as before) or UPI with its reference; none without money. */
function doorMoneyOf(mark: DoorstepMark) {
  if (mark.upi) {
    const { amount, reference } = mark.upi;
    return { amount, collectedBy: 'UPI' as const, reference, note: null };
  }
  if (mark.cashCollected === undefined) return undefined;
  return {
    amount: mark.cashCollected,
    collectedBy: 'CASH' as const,
    reference: null,
    // Worded by the reader from `collectedBy` ("Collected at the door"): no English stored.
    note: null,
  };
}
