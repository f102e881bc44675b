import { randomUUID } from 'node:crypto';
import type { CheckoutResult, Order, OrderLineInput } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { deleteCartLines } from '../cart/cart.repository.js';
import { decrementStock, lockProducts } from '../product/product-stock.repository.js';
import { deliveryFeeFor, getShopSettings } from '../settings/settings.service.js';
import { insertOrderWithLines } from './order.repository.js';
import type { AddressSnapshot } from './order.table.js';
import {
  claimIdempotencyKey,
  findIdempotencyKey,
  type StoredCheckout,
  storeIdempotentResponse,
} from './order-idempotency.repository.js';
import { outOfStock, priceLines } from './order-pricing.js';
import { findOrdersByIds, toOrder } from './order-read.repository.js';

/** Who does something to an order; their name goes into the timeline. */
export type OrderActor = { kind: 'customer' | 'staff'; id: number; name: string };

export type CheckoutCommand = {
  customer: { id: number; name: string; mobileNumber: string };
  lines: OrderLineInput[];
  shippingAddress: AddressSnapshot;
  note: string | null;
  actor: OrderActor;
  /** The storefront checkout empties those cart lines; a staff phone order leaves the cart alone. */
  clearCart: boolean;
  idempotency?: { key: string; requestHash: string } | undefined;
};

/** ₹1 crore: the most the money columns (and paiseSchema) carry; phone the farm for more. */
const MAX_ORDER_TOTAL = 1_000_000_000;

export type CheckoutOutcome = CheckoutResult & { replayed: boolean };

/**
 * The checkout core, shared by the storefront and the staff's manual order: one transaction that
 * claims the idempotency key, locks the products in id order, checks and takes the stock,
 * snapshots names, prices and the address, and writes one order with its first timeline entry.
 * Nothing slow happens inside: settings are read before the transaction, and the answer is made
 * from what was written (a replayed key reads its orders back instead).
 */
export async function placeCheckout(db: Db, command: CheckoutCommand): Promise<CheckoutOutcome> {
  const { customer, idempotency } = command;
  const settings = await getShopSettings(db);
  type Written = { replayed: StoredCheckout } | { placed: Order; cartBundleId: string };
  const outcome = await db.transaction(async (tx): Promise<Written> => {
    if (
      idempotency &&
      !(await claimIdempotencyKey(tx, customer.id, idempotency.key, idempotency.requestHash))
    ) {
      return { replayed: await storedCheckout(tx, customer.id, idempotency) };
    }
    const locked = await lockProducts(
      tx,
      command.lines.map((l) => l.productId),
    );
    const priced = priceLines(command.lines, locked);
    const taken = await decrementStock(tx, priced);
    if (taken.length !== priced.length) throw outOfStock(priced.filter((l) => !taken.includes(l.productId)));

    const subtotal = priced.reduce((sum, l) => sum + l.lineTotal, 0);
    const deliveryFee = deliveryFeeFor(settings, subtotal);
    if (subtotal + deliveryFee > MAX_ORDER_TOTAL) {
      throw new AppError(422, 'ORDER_TOO_LARGE', 'An order may total at most ₹1,00,00,000; split it up');
    }
    const order = {
      cartBundleId: randomUUID(),
      customerId: customer.id,
      status: 'PLACED' as const,
      paymentMethod: 'COD',
      shippingAddress: command.shippingAddress,
      subtotal,
      deliveryFee,
      total: subtotal + deliveryFee,
      note: command.note,
      placedByUserId: command.actor.kind === 'staff' ? command.actor.id : null,
    };
    const lines = priced.map(({ index: _index, ...line }) => line);
    const event = {
      status: 'PLACED' as const,
      note: command.note,
      actorKind: command.actor.kind,
      actorId: command.actor.id,
      actorName: command.actor.name,
    };
    const written = await insertOrderWithLines(tx, order, lines, event);
    if (command.clearCart) {
      await deleteCartLines(
        tx,
        customer.id,
        lines.map((l) => l.productId),
      );
    }
    const stored: StoredCheckout = { cartBundleId: order.cartBundleId, orderIds: [written.id] };
    if (idempotency) await storeIdempotentResponse(tx, customer.id, idempotency.key, stored);
    const placed = toOrder(
      { ...order, ...written, customerName: customer.name, customerMobile: customer.mobileNumber },
      lines,
      [{ ...event, createdAt: written.createdAt }],
    );
    return { placed, cartBundleId: order.cartBundleId };
  });
  if ('replayed' in outcome) {
    const { cartBundleId, orderIds } = outcome.replayed;
    return { cartBundleId, orders: await findOrdersByIds(db, orderIds), replayed: true };
  }
  return { cartBundleId: outcome.cartBundleId, orders: [outcome.placed], replayed: false };
}

/** The first checkout's answer for a retried key; a different request under the same key is refused. */
async function storedCheckout(tx: Tx, customerId: number, idempotency: { key: string; requestHash: string }) {
  const row = await findIdempotencyKey(tx, customerId, idempotency.key);
  if (row && row.requestHash !== idempotency.requestHash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different checkout; use a new key for a new checkout',
    );
  }
  if (!row?.response) {
    throw conflict('IDEMPOTENCY_IN_PROGRESS', 'This checkout is still being placed; try again shortly');
  }
  return row.response;
}
