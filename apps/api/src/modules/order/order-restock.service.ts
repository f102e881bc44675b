import type { Order } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { insertOrderEvent, lockOrder, orderHasLine } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { publishOrderEvent } from './order-events.js';
import { putBackInStock } from './order-put-back.service.js';
import { findOrder } from './order-read.repository.js';

/**
 * A returned order's line goes back in stock: staff checked the goods (a return never restocks by
 * itself: a goat may come back ill, a jar opened). One transaction with the order locked: what the
 * line sold and did not yet put back (a partial return may have put some back) goes back, by the
 * one rule (order-put-back.service.ts), and the timeline records what and who. Nothing left to put
 * back is 409 ALREADY_RESTOCKED. Customers waiting for the product are told in the same transaction.
 */
export async function restockReturnedLine(
  db: Db,
  actor: OrderActor,
  orderId: number,
  productId: number,
): Promise<Order> {
  await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw notFound('Order');
    if (order.status !== 'RETURNED') {
      throw conflict(
        'ORDER_NOT_RETURNED',
        `Only a returned order's goods go back in stock; this order is ${order.status}`,
        [
          {
            field: 'status',
            code: 'IS_STATUS',
            params: { status: order.status },
            message: `is ${order.status}`,
          },
        ],
      ).worded({ status: order.status }, 'ONLY_RETURNED_ORDER_S_GOODS');
    }
    const [line] = await putBackInStock(tx, orderId, [{ productId, quantity: null }]);
    if (!line) {
      if (!(await orderHasLine(tx, orderId, productId))) throw notFound('Order line');
      throw conflict(
        'ALREADY_RESTOCKED',
        'This line is already back in stock; it cannot be returned to stock twice',
        [{ field: 'productId', code: 'ALREADY_RESTOCKED', message: 'is already back in stock' }],
      ).worded({}, 'LINE_ALREADY_BACK_STOCK_CANNOT');
    }
    await insertOrderEvent(tx, {
      orderId,
      status: 'RETURNED',
      systemNote: { kind: 'RESTOCKED', values: { quantity: line.quantity, name: line.name } },
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
    });
    // The shelf's stock goes up and customers waiting for it are told with the restock (decision 0046).
    await publishOrderEvent(tx, {
      type: 'line-restocked',
      orderId,
      backInStock: [{ productId: line.productId, quantity: line.quantity }],
    });
  });
  const order = await findOrder(db, orderId);
  if (!order) throw notFound('Order');
  return order;
}
