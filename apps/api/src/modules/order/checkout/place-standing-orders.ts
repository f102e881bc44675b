import type { DeliveryChoice } from '@farm/contract';
import { commitWithoutWaitingForDisk } from '../../../db/asynchronous-commit.js';
import type { Db, Tx } from '../../../db/client.js';
import { transactionRetryingDeadlocks } from '../../../db/deadlock-retry.js';
import { AppError } from '../../../lib/app-error.js';
import type { LockedProduct } from '../../product/index.js';
import { publishOrderEvent } from '../order-events.js';
import type { Buyer } from './checkout-guards.js';
import { type ComposedOrder, composeOrder, readShopRules } from './compose-order.js';
import { type IdempotencyClaim, replayOf } from './idempotency.js';
import type { PlacedInTransaction, PlaceOrderCommand } from './place-order-command.js';
import { type BatchOrderWrite, lockStandingBatch, writeStandingBatch } from './standing-orders.repository.js';

/** A standing order of a batch: a known buyer, a chosen day and slot, and a key (a subscription's day). */
export type StandingOrderCommand = Omit<
  PlaceOrderCommand,
  'buyer' | 'delivery' | 'idempotency' | 'beforeWrite' | 'alongside'
> & { buyer: Buyer; delivery: DeliveryChoice; idempotency: IdempotencyClaim };

/** What the batch's caller is told of one order it is about to write, or has written: its position in the batch. */
export type BatchPlaced = PlacedInTransaction & { index: number };

/**
 * The caller's own writes in the batch's transaction, as `placeOrder`'s `beforeWrite` and
 * `alongside` for one order: `beforeWrite` sees every order priced and checked, and answers those it
 * refuses by position (the subscription job's wallet: a balance that cannot cover the day), which
 * are then not written; `alongside` sees those written. A throw from either rolls the batch back.
 */
export type StandingBatchHooks = {
  beforeWrite(tx: Tx, priced: BatchPlaced[]): Promise<Map<number, AppError>>;
  alongside(tx: Tx, placed: BatchPlaced[]): Promise<void>;
};

/** Each order's outcome: placed, placed before under its key, or refused with the shop's reason. */
export type StandingOutcome =
  | { kind: 'placed'; placed: PlacedInTransaction }
  | { kind: 'replayed' }
  | { kind: 'refused'; error: AppError };

/**
 * The batch would place differently from `placeOrder` one order after another: an order was short
 * of stock (which of the batch's orders then gets the last units depends on their turn), a
 * customer is gone, or a key's answer is not one to replay here. Nothing is written; the caller
 * places these orders one by one with `placeOrder`, whose refusals are the reference.
 */
export class StandingBatchDeclined extends Error {}

/**
 * Places many standing orders (a morning's subscription days: `channel.standing`, a known buyer,
 * a chosen day and slot, a key each) in one transaction of four statements and the caller's own,
 * instead of one transaction of several round trips per order (decision 0054, "a morning in
 * batches"): the customers locked and the keys claimed, the products read (`standing_orders_lock`);
 * then each order composed, priced and checked by the same code as `placeOrder` (`composeOrder`: the
 * one price, the delivery's rules, the shop's refusals), its units counted against the stock read;
 * the caller's `beforeWrite` (the wallet); every order written with its lines, timeline entry, slot
 * place and stored answer, and the units taken, guarded on the price, status and stock the orders
 * were priced on (`standing_orders_write`: the hot rows, the milk's stock and the slot's count, are
 * locked and written once a batch, by its last statements); the caller's `alongside` (the days'
 * records). An order the shop refuses is answered `refused` and its key given back, as
 * `placeOrder`'s rollback would; an order whose key a finished checkout owns is answered `replayed`.
 * Anything that would make the batch's outcome differ from placing its orders one by one (an order
 * short of stock, a product changed or its units gone since it was read) throws
 * `StandingBatchDeclined`, and nothing of the batch is written.
 */
export async function placeStandingOrders(
  db: Db,
  commands: readonly StandingOrderCommand[],
  hooks: StandingBatchHooks,
): Promise<StandingOutcome[]> {
  if (commands.length === 0) return [];
  for (const { channel } of commands) {
    if (!channel.standing || channel.clearsCart || channel.settlement === 'ORDER')
      throw new Error(`placeStandingOrders places standing orders only, not the ${channel.name} channel's`);
  }
  const keyed = commands.map((command) => ({
    command,
    key: {
      customerId: command.customerId,
      key: `${command.channel.keyPrefix}${command.idempotency.key}`,
      requestHash: command.idempotency.requestHash,
    },
  }));
  const rules = await readShopRules(db);
  return transactionRetryingDeadlocks(db, async (tx) => {
    if (commands.some((c) => !c.channel.waitsForDisk)) await commitWithoutWaitingForDisk(tx);
    const customerIds = [...new Set(commands.map((c) => c.customerId))].sort((a, b) => a - b);
    const productIds = [...new Set(commands.flatMap((c) => c.lines.map((l) => l.productId)))].sort(
      (a, b) => a - b,
    );
    const start = await lockStandingBatch(tx, {
      customerIds,
      keys: keyed.map((k) => k.key),
      productIds,
      orders: commands.length,
    });
    if (start.customers !== customerIds.length) throw new StandingBatchDeclined('a customer is gone');
    const left = new Map(start.products.map((p) => [p.id, p.stock]));
    const outcomes: (StandingOutcome | null)[] = [];
    const composed = new Map<number, ComposedOrder>();
    for (const [index, { command, key }] of keyed.entries()) {
      if (!start.claimed.has(key.key)) {
        // A finished checkout's key: its answer (a different request under the key is refused there).
        await replayOf(tx, command.customerId, key);
        outcomes.push({ kind: 'replayed' });
        continue;
      }
      const products = productsFor(command, start.products, left);
      try {
        const order = await composeOrder(
          tx,
          command,
          command.buyer,
          { orderId: start.orderIds[index] as number, products },
          rules,
        );
        for (const line of order.lines)
          left.set(line.productId, (left.get(line.productId) ?? 0) - line.quantity);
        composed.set(index, order);
        outcomes.push(null);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        // Short of stock: which order gets the last units is their turn's, not the batch's to choose.
        if (products.some((p) => !p.taken)) throw new StandingBatchDeclined('an order was short of stock');
        outcomes.push({ kind: 'refused', error });
      }
    }
    const priced = [...composed].map(([index, { order }]) => placedOf(index, order));
    const refusedByCaller = await hooks.beforeWrite(tx, priced);
    for (const [index, error] of refusedByCaller) {
      composed.delete(index);
      outcomes[index] = { kind: 'refused', error };
    }
    const writes: BatchOrderWrite[] = [...composed].map(([index, order]) => ({
      ...order,
      key: keyed[index]?.key as BatchOrderWrite['key'],
    }));
    const givenBack = keyed.flatMap(({ key }, index) =>
      outcomes[index]?.kind === 'refused' ? [{ customerId: key.customerId, key: key.key }] : [],
    );
    const { allTaken } = await writeStandingBatch(tx, writes, givenBack, start.products);
    if (!allTaken)
      throw new StandingBatchDeclined('a product changed, or its units went, since the batch read it');
    const placed = [...composed].map(([index, { order }]) => placedOf(index, order));
    await hooks.alongside(tx, placed);
    for (const [index, { order }] of composed) {
      await publishOrderEvent(tx, { type: 'placed', orderId: order.id, status: order.status });
      outcomes[index] = { kind: 'placed', placed: placedOf(index, order) };
    }
    return outcomes.map((outcome) => {
      if (!outcome) throw new Error('an order of the batch was left without an outcome');
      return outcome;
    });
  });
}

/** The batch's products as this order finds them: `taken` where the units left cover its line. */
function productsFor(
  command: StandingOrderCommand,
  read: LockedProduct[],
  left: Map<number, number>,
): (LockedProduct & { taken: boolean })[] {
  const wanted = new Map<number, number>();
  for (const { productId, quantity } of command.lines)
    wanted.set(productId, (wanted.get(productId) ?? 0) + quantity);
  return read
    .filter((p) => wanted.has(p.id))
    .map((p) => {
      const stock = left.get(p.id) ?? 0;
      return { ...p, stock, taken: stock >= (wanted.get(p.id) ?? 0) };
    });
}

function placedOf(index: number, order: ComposedOrder['order']): BatchPlaced {
  return { index, orderId: order.id, total: order.total, deliveryDate: order.deliveryDate };
}
