import {
  CUSTOMER_CANCELLABLE_STATUSES,
  ORDER_TRANSITIONS,
  type Order,
  type OrderMessageEvent,
  type OrderStatus,
  type OrderStatusUpdate,
} from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { conflict, forbidden, notFound } from '../../lib/app-error.js';
import { releaseSlot } from '../delivery/index.js';
import { issueCreditNote, issueInvoice } from '../invoice/index.js';
import { queueOrderMessages } from '../notification/index.js';
import { notifyWaitingCustomers, type StockAlerts } from '../notify/index.js';
import { RECENT_SALES_DAYS, reverseSale } from '../product/index.js';
import { findOrderLines, insertOrderEvent, lockOrder, updateOrderStatus } from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { putBackInStock } from './order-put-back.service.js';
import { findOrder } from './order-read.repository.js';

/**
 * Moves an order along DESIGN §4's machine, in one transaction with the order row locked: the
 * status, its timeline entry and, for a cancellation, the stock that goes back. A return
 * (DELIVERED → RETURNED) does not restock: staff check the goods and put each line back in stock
 * themselves (`restockReturnedLine`), once.
 * Both take the order's units out of the best sellers' count (`recent_sales`).
 * Customers may only cancel their own order while it is PLACED or CONFIRMED.
 */
export async function changeOrderStatus(
  db: Db,
  alerts: StockAlerts,
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
  return afterMove(db, alerts, id, change.status);
}

/** The way forward an order takes from placed to out for delivery. */
const FORWARD: readonly OrderStatus[] = ['PLACED', 'CONFIRMED', 'PACKED', 'SHIPPED'];

/**
 * Moves an order forward to `target` through each step on the way (a placed order marked packed is
 * confirmed, then packed), each step on its timeline, in one transaction under the order's lock.
 * Refused when the order is not behind `target` on that way.
 */
export async function advanceOrder(
  db: Db,
  alerts: StockAlerts,
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
    for (const step of FORWARD.slice(from + 1, to + 1)) await moveOrder(tx, order, actor, { status: step });
  });
  return afterMove(db, alerts, id, target);
}

/**
 * Cancels an online order whose payment did not arrive in time (decision 0031): only while it is
 * still PENDING_PAYMENT under its lock, so a payment that landed a moment earlier wins. Answers
 * whether it was cancelled; its stock goes back.
 */
export async function expireUnpaidOrder(
  db: Db,
  alerts: StockAlerts,
  id: number,
  note: string,
): Promise<boolean> {
  const expired = await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (order?.status !== 'PENDING_PAYMENT') return false;
    await moveOrder(tx, order, SHOP, { status: 'CANCELLED', note });
    return true;
  });
  if (expired) await afterMove(db, alerts, id, 'CANCELLED');
  return expired;
}

/** The shop itself, in the timeline. */
const SHOP: OrderActor = { kind: 'system', id: null, name: 'Shop' };

export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

/** The change under the order's lock: status, timeline entry, and the stock and sales it moves. */
export async function moveOrder(tx: Tx, order: LockedOrder, actor: OrderActor, change: OrderStatusUpdate) {
  await updateOrderStatus(tx, order.id, change.status);
  await insertOrderEvent(tx, {
    orderId: order.id,
    status: change.status,
    note: change.note ?? null,
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
  });
  // GST papers (issue 17): cash on delivery is invoiced when delivered (online: when paid); a
  // cancelled or returned invoiced order is credited in full.
  if (change.status === 'DELIVERED' && order.paymentMethod === 'COD')
    await issueInvoice(tx, order.id, new Date());
  if (change.status === 'CANCELLED' || change.status === 'RETURNED')
    await issueCreditNote(tx, order.id, new Date());
  // A cancelled order gives its place in the delivery slot back (issue 16).
  if (change.status === 'CANCELLED' && order.deliverySlotId !== null && order.deliveryDate !== null)
    await releaseSlot(tx, order.deliverySlotId, order.deliveryDate);
  if (change.status === 'CANCELLED' || change.status === 'RETURNED') {
    const lines = await findOrderLines(tx, order.id);
    // A cancellation puts the stock back by the one rule (what was not put back before).
    if (change.status === 'CANCELLED')
      await putBackInStock(
        tx,
        order.id,
        lines.map((l) => ({ productId: l.productId, quantity: null })),
      );
    await reverseSale(tx, lines, { restock: false, unsell: countsAsRecentSale(order.createdAt) });
  }
  // The customer's message, in this transaction: it is sent once the move is committed (decision 0034).
  const event = MESSAGE_OF_STATUS[change.status];
  // An online order whose payment never came was never placed for the customer: nothing to cancel.
  if (event && !(event === 'cancelled' && order.status === 'PENDING_PAYMENT'))
    await queueOrderMessages(tx, order.id, event);
}

/** The statuses a customer is told of, and the message each sends. */
const MESSAGE_OF_STATUS: Partial<Record<OrderStatus, OrderMessageEvent>> = {
  CONFIRMED: 'confirmed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

export async function afterMove(
  db: Db,
  alerts: StockAlerts,
  id: number,
  status: OrderStatus,
): Promise<Order> {
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order');
  // Stock that came back may end someone's wait for a sold-out product: after the cancellation's
  // commit, in a transaction of its own (marked and written to the outbox together, decision 0046).
  if (status === 'CANCELLED') {
    for (const item of order.items) await notifyWaitingCustomers(db, alerts, item.productId);
  }
  return order;
}

/** Whether the last recount of `recent_sales` still counted an order placed then. */
function countsAsRecentSale(placedAt: Date) {
  return Date.now() - placedAt.getTime() < RECENT_SALES_DAYS * 24 * 60 * 60 * 1000;
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
  );
}

/** The toast for a status change: a cancellation names its order ("Order #17 cancelled"). */
export function statusChangeMessage(order: Pick<Order, 'id' | 'status'>): string {
  return order.status === 'CANCELLED' ? `Order #${order.id} cancelled` : 'Order updated successfully';
}
