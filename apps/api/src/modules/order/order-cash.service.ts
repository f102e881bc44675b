import type { CashCollected, Order } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { lockOrder } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { assertCashRecordable } from './order-cash-rule.js';
import { publishOrderEvent } from './order-events.js';
import { findOrder } from './order-read.repository.js';

/**
 * Staff record the cash a cash-on-delivery order brought in (issue 15.6): once, with who, when and
 * how much (at most the order's total: a customer may pay short, never more than asked). The order
 * is locked, so two people recording at once record it once; a cancelled or returned order has
 * nothing to collect, and an order paid online takes no cash (`assertCashRecordable`).
 */
export async function recordCashCollected(
  db: Db,
  actor: OrderActor,
  orderId: number,
  input: CashCollected,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status === 'CANCELLED' || order.status === 'RETURNED') {
      throw conflict(
        'NOTHING_TO_COLLECT',
        `This order is ${order.status.toLowerCase()}: there is no cash to collect`,
      ).worded({ status: order.status }, 'ORDER_IS_NO_CASH_TO_COLLECT');
    }
    assertCashRecordable(order, input.amount, 'amount');
    // The payment module records the money (its row and the order's payment status).
    await publishOrderEvent(tx, {
      type: 'cash-collected',
      orderId,
      amount: input.amount,
      collectedBy: null,
      reference: null,
      note: input.note ?? null,
      actor,
    });
  });
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order');
  return order;
}
