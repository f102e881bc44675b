import { and, eq, inArray, isNotNull, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryAreas, deliverySlots } from '../delivery/delivery.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { products } from '../product/product.table.js';
import { subscriptionProducts } from './subscription.table.js';
import { subscriptionDeliveries } from './subscription-generation.table.js';

type SlotLabel = {
  areaName: string;
  areaTranslations: (typeof deliveryAreas.$inferSelect)['translations'];
  startsAt: string;
  endsAt: string;
};

/** What a committed line is shown with: the slot's area, its translations and the window. */
export async function slotLabels(db: DbOrTx, slotIds: readonly number[]) {
  if (slotIds.length === 0) return new Map<number, SlotLabel>();
  const rows = await db
    .select({
      id: deliverySlots.id,
      areaName: deliveryAreas.name,
      areaTranslations: deliveryAreas.translations,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
    })
    .from(deliverySlots)
    .innerJoin(deliveryAreas, eq(deliveryAreas.id, deliverySlots.areaId))
    .where(inArray(deliverySlots.id, [...slotIds]));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** The products' names and units, as staff wrote them, with their translations. */
export async function productLabels(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0)
    return new Map<number, Pick<typeof products.$inferSelect, 'name' | 'unit' | 'translations'>>();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unit: products.unit,
      translations: products.translations,
    })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(rows.map(({ id, ...label }) => [id, label]));
}

/** The daily limits set on these products (those without one are left out). */
export async function dailyLimitsOf(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ productId: subscriptionProducts.productId, dailyLimit: subscriptionProducts.dailyLimit })
    .from(subscriptionProducts)
    .where(
      and(
        inArray(subscriptionProducts.productId, [...productIds]),
        isNotNull(subscriptionProducts.dailyLimit),
      ),
    );
  return new Map(rows.map((r) => [r.productId, r.dailyLimit ?? 0]));
}

/**
 * What one-off orders (every order that is no subscription's day) already take of these products
 * for a delivery day; cancelled orders gave theirs back.
 */
export async function oneOffQuantities(db: DbOrTx, day: string, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({
      productId: orderItems.productId,
      quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.deliveryDate, day),
        ne(orders.status, 'CANCELLED'),
        inArray(orderItems.productId, [...productIds]),
        notExists(
          db
            .select({ one: subscriptionDeliveries.id })
            .from(subscriptionDeliveries)
            .where(eq(subscriptionDeliveries.orderId, orders.id)),
        ),
      ),
    )
    .groupBy(orderItems.productId);
  return new Map(rows.map((r) => [r.productId ?? 0, Number(r.quantity)]));
}
