import type { Order, OrderLineReturn, Worded } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { addReturnedUnits, insertOrderEvent, lockOrder, unitsLeftToReturn } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { publishOrderEvent } from './order-events.js';
import { putBackInStock } from './order-put-back.service.js';
import { findOrder } from './order-read.repository.js';

/**
 * Some units of a delivered order come back (a jar cracked on the way): one transaction with the
 * order locked. Each line counts them (never more than were sold and not yet returned), they go
 * back in stock when staff say so, the timeline says what, who and why, and an invoiced order gets
 * a credit note for those units (issue 17.3: the invoice module's reaction to `lines-returned`). The order stays delivered: the rest was.
 */
export async function returnOrderLines(
  db: Db,
  actor: OrderActor,
  orderId: number,
  input: OrderLineReturn,
): Promise<Order> {
  const lines = mergeLines(input.lines);
  await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status !== 'DELIVERED') {
      throw conflict(
        'ORDER_NOT_DELIVERED',
        `Only a delivered order's items can be returned one by one; this order is ${order.status}`,
        [
          {
            field: 'status',
            code: 'IS_STATUS',
            params: { status: order.status },
            message: `is ${order.status}`,
          },
        ],
      ).worded({ status: order.status }, 'ONLY_DELIVERED_ORDER_S_ITEMS');
    }
    const returnedLines: { quantity: number; name: string }[] = [];
    for (const [index, line] of lines.entries()) {
      const returned = await addReturnedUnits(tx, orderId, line.productId, line.quantity);
      if (!returned) throw await tooMany(tx, orderId, line, index);
      returnedLines.push({ quantity: line.quantity, name: returned.name });
    }
    // By the one rule: these units count as put back, so "Return to stock" later skips them.
    const backInStock = input.restock ? await putBackInStock(tx, orderId, lines) : [];
    await insertOrderEvent(tx, {
      orderId,
      status: 'DELIVERED',
      note: input.note || null,
      systemNote: {
        kind: 'LINES_RETURNED',
        values: { lines: returnedLines, restock: input.restock === true },
      },
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
    });
    // The credit note for those units, the shelf's stock and the customers waiting for it react.
    await publishOrderEvent(tx, {
      type: 'lines-returned',
      orderId,
      lines,
      restock: input.restock === true,
      backInStock: backInStock.map(({ productId, quantity }) => ({ productId, quantity })),
    });
  });
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order');
  return order;
}

/** One entry per product: the same product twice in a request counts once, summed. */
function mergeLines(lines: OrderLineReturn['lines']) {
  const byProduct = new Map<number, number>();
  for (const { productId, quantity } of lines)
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

async function tooMany(
  tx: Tx,
  orderId: number,
  line: { productId: number; quantity: number },
  index: number,
) {
  const left = await unitsLeftToReturn(tx, orderId, line.productId);
  if (left === undefined) return notFound('Order line');
  const words: Worded =
    left === 0
      ? { code: 'NOTHING_LEFT_TO_RETURN', message: 'has nothing left to return' }
      : { code: 'RETURN_AT_MOST', params: { left }, message: `can return at most ${left}` };
  return new AppError(409, 'RETURN_TOO_LARGE', `This line ${words.message}`, [
    { field: `lines.${index}.quantity`, ...words },
  ]).worded({ left }, left === 0 ? 'LINE_NOTHING_LEFT_TO_RETURN' : 'LINE_CAN_RETURN_AT_MOST');
}
