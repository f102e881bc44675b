import type { CheckoutResult, Order } from '@farm/contract';
import { commitWithoutWaitingForDisk } from '../../../db/asynchronous-commit.js';
import type { Db } from '../../../db/client.js';
import { transactionRetryingDeadlocks } from '../../../db/deadlock-retry.js';
import { conflict } from '../../../lib/app-error.js';
import { removeCartCoupon } from '../../cart/index.js';
import { slotFullRefusal } from '../../delivery/index.js';
import { publishOrderEvent } from '../order-events.js';
import { insertOrderWithLines } from '../order-insert.repository.js';
import { findOrdersByIds, toOrder } from '../order-read.repository.js';
import {
  type Buyer,
  checkMobileVerified,
  checkOpenOrders,
  checkUnpaidHold,
  storefrontBuyer,
} from './checkout-guards.js';
import { lockCustomerAndTakeStock } from './checkout-stock.repository.js';
import { composeOrder, readShopRules } from './compose-order.js';
import { replayOf } from './idempotency.js';
import type { StoredCheckout } from './idempotency.repository.js';
import type { PlaceOrderCommand } from './place-order-command.js';

export type { PlacedInTransaction, PlaceOrderCommand } from './place-order-command.js';

export type CheckoutOutcome = CheckoutResult & { replayed: boolean };

/**
 * Placing an order, the order module's use case for every channel (order-channel.ts: the
 * storefront, staff's phone order, next the subscription job): one transaction of two statements
 * (decision 0040). The first claims the idempotency key, locks the customer (the
 * storefront's: with their session's standing and their address), locks the products in id order and
 * takes their stock; then the lines are priced by the one price (pricing's
 * `priceOrder`, decision 0047) and held to the prices the client showed
 * (price-confirmation.ts), the delivery planned; the second writes the order with its lines, first
 * timeline entry, messages, cart lines, slot place and stored answer. Any refusal rolls it all back.
 * Nothing slow happens inside: the shop's rules (settings, offers, delivery areas) are read from the
 * database's root, kept in memory until staff write, and the answer is made from what was written (a
 * replayed key reads its orders back instead).
 */
export async function placeOrder(db: Db, command: PlaceOrderCommand): Promise<CheckoutOutcome> {
  const { customerId, channel } = command;
  const idempotency = command.idempotency && {
    ...command.idempotency,
    key: `${channel.keyPrefix}${command.idempotency.key}`,
  };
  // The shop's rules, from memory while no staff wrote (db/kept-reads.ts), before the transaction:
  // inside it, PGlite's one connection is the transaction's.
  const rules = await readShopRules(db);
  const { settings } = rules;
  type Written = { replayed: StoredCheckout } | { placed: Order; cartBundleId: string };
  const outcome = await transactionRetryingDeadlocks(db, async (tx): Promise<Written> => {
    if (!channel.waitsForDisk) await commitWithoutWaitingForDisk(tx);
    // The customer locked, the products locked and taken, in one statement; any refusal below
    // rolls the units back.
    const own = 'addressId' in command.buyer ? command.buyer : null;
    const start = await lockCustomerAndTakeStock(
      tx,
      {
        customerId,
        addressId: own?.addressId ?? null,
        sessionId: own?.sessionId ?? null,
        idempotency: idempotency ?? null,
      },
      command.lines,
    );
    const buyer = own ? storefrontBuyer(start) : (command.buyer as Buyer);
    // A key a finished checkout owns: its answer again (nothing was locked or taken).
    if (idempotency && !start.claimed) return { replayed: await replayOf(tx, customerId, idempotency) };
    if (own) checkMobileVerified(start);
    const { order, lines, event, slot, messages, usesCoupon, online } = await composeOrder(
      tx,
      command,
      buyer,
      start,
      rules,
    );
    const { customer } = buyer;
    const { total, deliveryFee } = order;
    await command.beforeWrite?.(tx, { orderId: order.id, total, deliveryDate: order.deliveryDate });
    // The order, its lines and timeline entry, its messages, the ordered cart lines emptied and the
    // slot's place taken, in one statement. A slot that filled meanwhile refuses the order and all
    // rolls back.
    const { slotTaken, openOrders, unpaidHeld, ...written } = await insertOrderWithLines(
      tx,
      order,
      lines,
      event,
      {
        cartProductIds: channel.clearsCart ? lines.map((l) => l.productId) : [],
        slot: slot && { id: slot.id, date: slot.date, capacity: slot.capacity },
        messages,
        // What a retry with the key is answered (idempotency.ts).
        idempotent: idempotency
          ? { key: idempotency.key, stored: { cartBundleId: order.cartBundleId, orderIds: [order.id] } }
          : null,
      },
    );
    if (own) checkOpenOrders(openOrders, settings, own.limitScale);
    if (online) {
      const units = lines.reduce((sum, line) => sum + line.quantity, 0);
      checkUnpaidHold(unpaidHeld, { units, value: total - deliveryFee }, settings, own?.limitScale ?? 1);
    }
    if (slot && !slotTaken) throw slotFullRefusal(slot);
    if (channel.clearsCart && usesCoupon) await removeCartCoupon(tx, customerId);
    const placed = toOrder(
      {
        ...order,
        ...written,
        archivedAt: null,
        customerName: customer.name,
        customerMobile: customer.mobileNumber,
      },
      lines,
      [{ ...event, noteKind: null, noteValues: null, createdAt: written.createdAt }],
    );
    await command.alongside?.(tx, { orderId: order.id, total, deliveryDate: order.deliveryDate });
    await publishOrderEvent(tx, { type: 'placed', orderId: order.id, status: order.status });
    return { placed, cartBundleId: order.cartBundleId };
  });
  if ('replayed' in outcome) {
    const { cartBundleId, orderIds } = outcome.replayed;
    const orders = await findOrdersByIds(db, orderIds);
    // Staff deleted the order this key placed: say so, rather than "created" with no order.
    if (orders.length === 0) {
      throw conflict(
        'ORDER_DELETED',
        'The order this checkout placed no longer exists; place a new one',
      ).worded({}, 'ORDER_CHECKOUT_PLACED_NO_LONGER');
    }
    return { cartBundleId, orders, replayed: true };
  }
  return { cartBundleId: outcome.cartBundleId, orders: [outcome.placed], replayed: false };
}
