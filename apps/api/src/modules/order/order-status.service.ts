import {
  CUSTOMER_CANCELLABLE_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type Order,
  type OrderStatus,
  type OrderStatusUpdate,
  type TimelineNote,
} from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { findOrderLines, insertOrderEvent, lockOrder, updateOrderStatus } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { publishOrderEvent } from './order-events.js';
import { putBackInStock } from './order-put-back.service.js';
import { findOrder } from './order-read.repository.js';

/**
 * Moves an order along DESIGN §4's machine, in one transaction with the order row locked: the
 * status, its timeline entry and, for a cancellation, the stock that goes back. A return
 * (DELIVERED → RETURNED) does not restock: staff check the goods and put each line back in stock
 * themselves (`restockReturnedLine`), once.
 * Both take the order's units out of the best sellers' count (`recent_sales`): like the invoice, the
 * slot and the messages, the product module's reaction to the move (`moveOrder`).
 * Customers may only cancel their own order while it is PLACED or CONFIRMED.
 */
export async function changeOrderStatus(
  db: Db,
  actor: OrderActor,
  id: number,
  change: OrderStatusUpdate,
): Promise<Order> {
  await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    if (actor.kind === 'customer') assertCustomerMayCancel(actor, order, change.status);
    const allowed = ORDER_TRANSITIONS[order.status];
    if (!allowed.includes(change.status)) throw illegalChange(order.status, change.status, allowed);
    await moveOrder(tx, order, actor, change);
  });
  return movedOrder(db, id);
}

/** The way forward an order takes from placed to out for delivery: the open statuses, in turn. */
const FORWARD: readonly OrderStatus[] = OPEN_ORDER_STATUSES;

/**
 * Moves an order forward to `target` through each step on the way (a placed order marked packed is
 * confirmed, then packed), each step on its timeline, in one transaction under the order's lock.
 * Refused when the order is not behind `target` on that way.
 */
export async function advanceOrder(
  db: Db,
  actor: OrderActor,
  id: number,
  target: 'PACKED' | 'SHIPPED',
): Promise<Order> {
  await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    const from = FORWARD.indexOf(order.status);
    const to = FORWARD.indexOf(target);
    if (from < 0 || from >= to) throw illegalChange(order.status, target, ORDER_TRANSITIONS[order.status]);
    let at = order;
    for (const step of FORWARD.slice(from + 1, to + 1)) {
      await moveOrder(tx, at, actor, { status: step });
      at = { ...at, status: step };
    }
  });
  return movedOrder(db, id);
}

/**
 * Cancels an online order whose payment did not arrive in time (decision 0031): only while it is
 * still PENDING_PAYMENT under its lock, so a payment that landed a moment earlier wins. Answers
 * whether it was cancelled; its stock goes back.
 */
export async function expireUnpaidOrder(db: Db, id: number, minutes: number): Promise<boolean> {
  const expired = await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order?.status !== 'PENDING_PAYMENT') return false;
    await moveOrder(tx, order, SHOP, {
      status: 'CANCELLED',
      systemNote: { kind: 'UNPAID_EXPIRED', values: { minutes } },
    });
    return true;
  });
  return expired;
}

/** The shop itself, in the timeline. */
const SHOP: OrderActor = { kind: 'system', id: null, name: null };

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/**
 * The change under the order's lock: status and timeline entry, then the move announced in the same
 * transaction: the invoice, the slot, the stock and the messages are their modules' reactions
 * (decision 0048). A cancellation puts back, by the one rule, what was not put back before.
 */
export async function moveOrder(
  tx: Tx,
  order: LockedOrder,
  actor: OrderActor,
  change: OrderStatusUpdate & { systemNote?: TimelineNote },
) {
  await updateOrderStatus(tx, order.id, change.status);
  await insertOrderEvent(tx, {
    orderId: order.id,
    status: change.status,
    note: change.note ?? null,
    systemNote: change.systemNote ?? null,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
  });
  const closing = change.status === 'CANCELLED' || change.status === 'RETURNED';
  const lines = closing ? await findOrderLines(tx, order.id) : [];
  const backInStock =
    change.status === 'CANCELLED'
      ? await putBackInStock(
          tx,
          order.id,
          lines.map((l) => ({ productId: l.productId, quantity: null })),
        )
      : [];
  await publishOrderEvent(tx, {
    type: 'moved',
    order: {
      id: order.id,
      paymentMethod: order.paymentMethod,
      createdAt: order.createdAt,
      deliverySlotId: order.deliverySlotId,
      deliveryDate: order.deliveryDate,
    },
    from: order.status,
    to: change.status,
    lines,
    backInStock: backInStock.map(({ productId, quantity }) => ({ productId, quantity })),
  });
}

/** The order as it is after its move's commit. */
export async function movedOrder(db: Db, id: number): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order');
  return order;
}

function assertCustomerMayCancel(
  actor: OrderActor,
  order: { customerId: number; status: OrderStatus },
  wanted: OrderStatus,
) {
  if (order.customerId !== actor.id) throw forbidden('This is not your order').worded({}, 'NOT_ORDER');
  if (wanted !== 'CANCELLED')
    throw forbidden('Customers may only cancel an order').worded({}, 'CUSTOMERS_MAY_ONLY_CANCEL_ORDER');
  if (!CUSTOMER_CANCELLABLE_STATUSES.includes(order.status)) {
    throw conflict(
      'ILLEGAL_STATUS_CHANGE',
      `An order that is ${order.status} can no longer be cancelled; please call the farm`,
      [
        {
          field: 'status',
          code: 'CANNOT_CANCEL_STATUS',
          params: { status: order.status },
          message: `cannot cancel an order that is ${order.status}`,
        },
      ],
    ).worded({ status: order.status }, 'ORDER_STATUS_CAN_NO_LONGER');
  }
}

function illegalChange(from: OrderStatus, to: OrderStatus, allowed: readonly OrderStatus[]) {
  const next = allowed.length ? allowed.join(', ') : 'none (the order is closed)';
  return conflict(
    'ILLEGAL_STATUS_CHANGE',
    `An order that is ${from} cannot become ${to}; allowed next: ${next}`,
    [
      {
        field: 'status',
        code: 'NEXT_STATUSES',
        params: { statuses: next },
        message: `allowed next statuses: ${next}`,
      },
    ],
  ).worded({ from, to, next: allowed.length ? allowed.join(', ') : 'none' }, 'ORDER_CANNOT_BECOME');
}

/** The toast for a status change: a cancellation names its order ("Order #17 cancelled"). */
export function statusChangeMessage(order: Pick<Order, 'id' | 'status'>): string {
  return order.status === 'CANCELLED' ? `Order #${order.id} cancelled` : 'Order updated successfully';
}
