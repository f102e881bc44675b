import type { Order, OrderStatus } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { transactionRetryingDeadlocks } from '../../db/deadlock-retry.js';
import { conflict, notFound } from '../../lib/app-error.js';
import {
  deleteOrderRow,
  insertOrderEvent,
  lockOrder,
  moneyRecordsOf,
  setOrderArchived,
} from './order.repository.js';
import type { OrderActor } from './order-actor.js';
import { findOrder } from './order-read.repository.js';

/**
 * Deleting an order (decision 0009: only a cancelled one), under its lock. An order that holds
 * money or papers (a payment, an attempt to pay online, a refund, cash recorded, an invoice or
 * credit note) is refused, 409 ORDER_HOLDS_MONEY (issue 30: a cancelled order paid online was
 * deleted with its payments, and the customer never refunded): staff archive it instead.
 */
export async function deleteOrder(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    if (order.status !== 'CANCELLED') {
      throw conflict('ORDER_NOT_CANCELLED', 'Only a cancelled order can be deleted; cancel it first', [
        {
          field: 'status',
          code: 'IS_STATUS',
          params: { status: order.status },
          message: `is ${order.status}`,
        },
      ]).worded({}, 'ONLY_CANCELLED_ORDER_CAN_DELETED');
    }
    const records = await moneyRecordsOf(tx, id);
    const held = HELD.filter((kind) => records[kind]);
    if (held.length > 0) {
      const said = held.map((kind) => HELD_ENGLISH[kind]).join(', ');
      throw conflict(
        'ORDER_HOLDS_MONEY',
        `Order #${id} has ${said}: an order that holds money or papers is kept; archive it instead`,
      ).worded({ id, ...heldParams(held) }, 'ORDER_HOLDS_MONEY_ARCHIVE_INSTEAD');
    }
    await deleteOrderRow(tx, id);
  });
}

/** What an order may hold that keeps it, in the order the sentence names them. */
const HELD = ['payments', 'paymentAttempts', 'refunds', 'invoices'] as const;
type Held = (typeof HELD)[number];

/** The English `detail` for API clients and logs; the web words the problem from its params. */
const HELD_ENGLISH: Record<Held, string> = {
  payments: 'payments recorded',
  paymentAttempts: 'an online payment started',
  refunds: 'refunds',
  invoices: 'an invoice or credit note',
};

/**
 * Each kind as the sentence says it: `first` (named first), `next` (named after another, with a
 * comma before it) or `no`: a list of kinds the catalogue words in ICU's `select`.
 */
function heldParams(held: readonly Held[]): Record<Held, 'first' | 'next' | 'no'> {
  const at = (kind: Held) => held.indexOf(kind);
  return Object.fromEntries(
    HELD.map((kind) => [kind, at(kind) === 0 ? 'first' : at(kind) > 0 ? 'next' : 'no']),
  ) as Record<Held, 'first' | 'next' | 'no'>;
}

/** Orders whose story has ended: only these may be put away. */
const CLOSED: readonly OrderStatus[] = ['DELIVERED', 'CANCELLED', 'RETURNED'];

/**
 * Puts a closed order away from the staff's list (`archived`), or back; it stays readable, in the
 * customer's history, in reports and GST papers. Under the order's lock, with a timeline entry
 * naming who. An order still on its way is 409 ORDER_NOT_CLOSED: it is work to do, not history.
 */
export async function archiveOrder(db: Db, actor: OrderActor, id: number, archived: boolean): Promise<Order> {
  await transactionRetryingDeadlocks(db, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound('Order');
    if (archived && !CLOSED.includes(order.status)) {
      throw conflict(
        'ORDER_NOT_CLOSED',
        `Only a delivered, cancelled or returned order can be archived; this order is ${order.status}`,
        [
          {
            field: 'status',
            code: 'IS_STATUS',
            params: { status: order.status },
            message: `is ${order.status}`,
          },
        ],
      ).worded({ status: order.status }, 'ONLY_DELIVERED_CANCELLED_RETURNED_ORDER');
    }
    await setOrderArchived(tx, id, archived);
    await insertOrderEvent(tx, {
      orderId: id,
      status: order.status,
      systemNote: { kind: archived ? 'ARCHIVED' : 'UNARCHIVED', values: {} },
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: actor.name,
    });
  });
  const order = await findOrder(db, id);
  if (!order) throw notFound('Order');
  return order;
}
