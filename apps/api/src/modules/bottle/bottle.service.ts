import type { BottleBalance, BottleProduct } from '@farm/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import {
  balancesOf,
  bottlesInOrders,
  collectedAtStops,
  customerOfOrder,
  insertCollected,
  insertGiven,
  listBottleProductIds,
  movementsOf,
  productExists,
  setBottleProduct,
} from './bottle.repository.js';

/** Staff mark a product as delivered in a returnable bottle, or no longer. */
export async function markBottleProduct(
  db: Db,
  productId: number,
  returnable: boolean,
): Promise<BottleProduct> {
  if (!(await productExists(db, productId))) throw notFound('Product');
  await setBottleProduct(db, productId, returnable);
  return { productId, returnable };
}

export async function listBottleProducts(db: DbOrTx): Promise<BottleProduct[]> {
  return (await listBottleProductIds(db)).map((productId) => ({ productId, returnable: true }));
}

/** A delivered order hands over its bottles: recorded once, in the delivery's transaction. */
export async function giveBottlesOf(tx: Tx, orderId: number): Promise<void> {
  const bottles = (await bottlesInOrders(tx, [orderId])).get(orderId) ?? 0;
  if (bottles <= 0) return;
  const customerId = await customerOfOrder(tx, orderId);
  if (customerId === null) return;
  await insertGiven(tx, { customerId, orderId, bottles });
}

/**
 * The empties counted at a stop, under the order's lock (the mark's transaction): the count
 * replaces the stop's count so far, so a repeated or raced mark appends nothing and a recount
 * appends only the difference; the ledger is never rewritten.
 */
export async function countEmpties(
  tx: Tx,
  stop: { orderId: number; customerId: number | null; collected: number; by: { id: number; name: string } },
): Promise<void> {
  if (stop.customerId === null) return;
  const before = (await collectedAtStops(tx, [stop.orderId])).get(stop.orderId) ?? 0;
  const more = stop.collected - before;
  if (more === 0) return;
  await insertCollected(tx, {
    customerId: stop.customerId,
    orderId: stop.orderId,
    change: -more,
    staffUserId: stop.by.id,
    staffName: stop.by.name,
  });
}

export type StopBottles = { given: number; collected: number; balance: number };

/**
 * Bottles at each stop of a route: what its order hands over, the empties counted there and the
 * customer's balance. Null when the farm has no product in returnable bottles (no bottle column).
 */
export async function bottlesAtStops(
  db: DbOrTx,
  stops: readonly { orderId: number; customerId: number | null }[],
): Promise<Map<number, StopBottles> | null> {
  if ((await listBottleProductIds(db)).length === 0) return null;
  const orderIds = stops.map((s) => s.orderId);
  const customerIds = [...new Set(stops.flatMap((s) => (s.customerId === null ? [] : [s.customerId])))];
  const [given, collected, balances] = await Promise.all([
    bottlesInOrders(db, orderIds),
    collectedAtStops(db, orderIds),
    balancesOf(db, customerIds),
  ]);
  return new Map(
    stops.map((s) => [
      s.orderId,
      {
        given: given.get(s.orderId) ?? 0,
        collected: collected.get(s.orderId) ?? 0,
        balance: s.customerId === null ? 0 : (balances.get(s.customerId) ?? 0),
      },
    ]),
  );
}

/** A customer's own bottles: the balance and the latest movements. */
export async function customerBottles(db: DbOrTx, customerId: number): Promise<BottleBalance> {
  const [products, balances, movements] = await Promise.all([
    listBottleProductIds(db),
    balancesOf(db, [customerId]),
    movementsOf(db, customerId, 20),
  ]);
  return {
    inUse: products.length > 0 || movements.length > 0,
    balance: balances.get(customerId) ?? 0,
    movements: movements.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
  };
}
