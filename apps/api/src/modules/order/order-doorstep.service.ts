import type { Order, StopOutcome } from '@farm/contract';
import { STOP_OUTCOME_LABELS } from '@farm/contract/plain/delivery';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.js';
import type { StockAlerts } from '../notify/index.js';
import { insertOrderEvent, lockOrder, recordPayment } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { assertCashRecordable } from './order-cash-rule.js';
import { afterMove, type LockedOrder, moveOrder } from './order-status.service.js';

export type DoorstepMark = { outcome: StopOutcome; cashCollected?: number | undefined; note?: string | null };

export type DoorstepRules = {
  /** Whether this actor may mark this order (a delivery person: only in their areas). */
  mayMark(order: LockedOrder): boolean;
  /** Writes the stop's own record of the mark, in the same transaction. */
  record(tx: Tx): Promise<void>;
};

/**
 * A mark at the customer's door (issue 16.3), under the order's lock, on an order out for delivery
 * (SHIPPED): delivered moves it to DELIVERED, recording the cash a cash-on-delivery order brought
 * (once, at most its total); not home and refused stay out for delivery, noted on the timeline for
 * staff to decide. Every mark names who made it and when.
 */
export async function markAtDoor(
  db: Db,
  alerts: StockAlerts,
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
      if (mark.cashCollected !== undefined) {
        await recordPayment(tx, {
          orderId,
          status: 'COD_COLLECTED',
          amount: mark.cashCollected,
          note: 'Collected at the door',
          actorKind: actor.kind,
          actorId: actor.id,
          actorName: actor.name,
        });
      }
    } else {
      const label = STOP_OUTCOME_LABELS[mark.outcome];
      await insertOrderEvent(tx, {
        orderId,
        status: order.status,
        note: mark.note ? `${label}: ${mark.note}` : label,
        actorKind: actor.kind,
        actorId: actor.id,
        actorName: actor.name,
      });
    }
    await rules.record(tx);
  });
  return afterMove(db, alerts, orderId, mark.outcome === 'DELIVERED' ? 'DELIVERED' : 'SHIPPED');
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
    ]);
  }
  if (mark.cashCollected === undefined) return;
  if (mark.outcome !== 'DELIVERED') {
    const message = 'goes only with a delivered order';
    throw badRequest(`Cash collected ${message}`, [
      { field: 'cashCollected', code: 'CASH_ONLY_DELIVERED', message },
    ]);
  }
  assertCashRecordable(order, mark.cashCollected, 'cashCollected');
}
