import { type DoorPaymentKind, ROUTE_STATUSES } from '@farm/contract/plain/delivery';
import type { DoorCreditKind } from '@farm/contract/plain/subscription';
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { deliveryAreas, deliverySlots } from '../delivery/delivery.table.js';
import { orderItems, orders } from '../order/order.table.js';
import { orderPayments } from '../payment/payment.table.js';
import { products } from '../product/product.table.js';
import { subscriptionDoorMarks } from '../subscription/subscription-door.table.js';
import { subscriptionDeliveries } from '../subscription/subscription-generation.table.js';
import { deliveryAssignments, routeStops } from './delivery-work.table.js';

/** What a day's lists need of an order: who, where, when, what and the money at the door. */
const dayOrderColumns = {
  orderId: orders.id,
  customerId: orders.customerId,
  status: orders.status,
  address: orders.shippingAddress,
  delivery: orders.delivery,
  areaId: orders.deliveryAreaId,
  slotId: orders.deliverySlotId,
  deliveryDate: orders.deliveryDate,
  total: orders.total,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  customerNote: orders.note,
  collectedBy: sql<DoorPaymentKind | null>`(
    select ${orderPayments.collectedBy} from ${orderPayments}
    where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.status} = 'COD_COLLECTED'
    order by ${orderPayments.id} desc limit 1)`,
  /** A subscription's day (issue 34.5): the generation job recorded this order for it. */
  subscription: sql<boolean>`exists (
    select 1 from ${subscriptionDeliveries} where ${subscriptionDeliveries.orderId} = ${orders.id})`,
  doorCredit: sql<DoorCreditKind | null>`(
    select ${subscriptionDoorMarks.creditKind} from ${subscriptionDoorMarks}
    where ${subscriptionDoorMarks.orderId} = ${orders.id} and ${subscriptionDoorMarks.creditKind} is not null
    limit 1)`,
  position: routeStops.position,
  outcome: routeStops.outcome,
  outcomeAt: routeStops.outcomeAt,
  outcomeByName: routeStops.outcomeByName,
  note: routeStops.note,
};
export type DayOrderRow = Awaited<ReturnType<typeof routeOrders>>[number];

/** Cash still due at the door: a cash-on-delivery order not yet paid. */
const cashDue = sql<number>`case when ${orders.paymentMethod} = 'COD' and ${orders.paymentStatus} = 'COD_DUE' then ${orders.total} else 0 end`;

/**
 * The orders to pack for a day: those booked for it and not yet out (placed, confirmed, packed),
 * and the courier and unscheduled orders not yet shipped, whatever day they came in.
 */
export async function packingOrders(db: DbOrTx, day: string) {
  return db
    .select(dayOrderColumns)
    .from(orders)
    .leftJoin(routeStops, eq(routeStops.orderId, orders.id))
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.deliverySlotId))
    .where(
      or(
        and(eq(orders.deliveryDate, day), inArray(orders.status, ['PLACED', 'CONFIRMED', 'PACKED'])),
        // Courier and unscheduled orders stay once packed, until shipped (issue 32.11): the packer
        // marks them shipped from this list when the courier takes them.
        and(isNull(orders.deliveryDate), inArray(orders.status, ['PLACED', 'CONFIRMED', 'PACKED'])),
      ),
    )
    .orderBy(
      sql`${orders.deliveryDate} nulls last`,
      sql`${orders.delivery}->>'areaName' nulls last`,
      asc(deliverySlots.startsAt),
      asc(orders.id),
    );
}

/** The stops of one route (an area's slot on a day), in the van's order. */
export async function routeOrders(db: DbOrTx, route: { date: string; areaId: number; slotId: number }) {
  return db
    .select(dayOrderColumns)
    .from(orders)
    .leftJoin(routeStops, eq(routeStops.orderId, orders.id))
    .where(
      and(
        eq(orders.deliveryDate, route.date),
        eq(orders.deliveryAreaId, route.areaId),
        eq(orders.deliverySlotId, route.slotId),
        inArray(orders.status, [...ROUTE_STATUSES]),
      ),
    )
    .orderBy(
      sql`${routeStops.position} nulls last`,
      sql`${orders.shippingAddress}->>'pincode'`,
      asc(orders.id),
    );
}

/** A day's routes with their counts; only the given areas' when `areaIds` is set. */
export async function routeSummaries(db: DbOrTx, day: string, areaIds?: readonly number[]) {
  if (areaIds?.length === 0) return [];
  return db
    .select({
      areaId: sql<number>`${orders.deliveryAreaId}`,
      slotId: sql<number>`${orders.deliverySlotId}`,
      areaName: sql<string>`max(${orders.delivery}->>'areaName')`,
      window: sql<string>`max(${orders.delivery}->>'window')`,
      stops: sql<number>`count(*)::int`,
      delivered: sql<number>`(count(*) filter (where ${orders.status} = 'DELIVERED'))::int`,
      codToCollect: sql<number>`coalesce(sum(${cashDue}), 0)::int`,
    })
    .from(orders)
    .leftJoin(deliverySlots, eq(deliverySlots.id, orders.deliverySlotId))
    .where(
      and(
        eq(orders.deliveryDate, day),
        isNotNull(orders.deliveryAreaId),
        isNotNull(orders.deliverySlotId),
        inArray(orders.status, [...ROUTE_STATUSES]),
        areaIds ? inArray(orders.deliveryAreaId, [...areaIds]) : undefined,
      ),
    )
    .groupBy(orders.deliveryAreaId, orders.deliverySlotId)
    .orderBy(sql`max(${orders.delivery}->>'areaName')`, sql`min(${deliverySlots.startsAt})`);
}

/** The lines of some orders, in each order's own order. */
export async function linesOf(db: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, [...orderIds]))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

/** The Tamil names staff gave some products (their `translations.ta.name`), by product id. */
export async function findTamilProductNames(db: DbOrTx, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: products.id, translations: products.translations })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  return new Map(
    rows.flatMap((row) => {
      const name = row.translations?.ta?.name?.trim();
      return name ? [[row.id, name] as const] : [];
    }),
  );
}

/** The Tamil names staff gave some delivery areas (those without one are left out). */
export async function findTamilAreaNames(db: DbOrTx, areaIds: readonly number[]) {
  if (areaIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: deliveryAreas.id, translations: deliveryAreas.translations })
    .from(deliveryAreas)
    .where(inArray(deliveryAreas.id, [...areaIds]));
  return new Map(
    rows.flatMap((row) => {
      const name = row.translations?.ta?.name?.trim();
      return name ? [[row.id, name] as const] : [];
    }),
  );
}

/** Puts a route's stops in the given order (1, 2, 3…), keeping their marks. */
export async function saveStopPositions(tx: Tx, orderIds: readonly number[]) {
  const values = orderIds.map((orderId, i) => ({ orderId, position: i + 1 }));
  await tx
    .insert(routeStops)
    .values(values)
    .onConflictDoUpdate({ target: routeStops.orderId, set: { position: sql`excluded.position` } });
}

/** The last mark at a stop, keeping its place on the route. */
export async function saveStopMark(
  tx: Tx,
  mark: {
    orderId: number;
    outcome: 'DELIVERED' | 'NOT_HOME' | 'REFUSED';
    byId: number;
    byName: string;
    note: string | null;
    at: Date;
  },
) {
  const values = {
    orderId: mark.orderId,
    outcome: mark.outcome,
    outcomeAt: mark.at,
    outcomeById: mark.byId,
    outcomeByName: mark.byName,
    note: mark.note,
  };
  const { orderId: _orderId, ...update } = values;
  await tx.insert(routeStops).values(values).onConflictDoUpdate({ target: routeStops.orderId, set: update });
}

/** The areas a delivery person serves. */
export async function areasOf(db: DbOrTx, staffUserId: number): Promise<number[]> {
  const rows = await db
    .select({ areaId: deliveryAssignments.areaId })
    .from(deliveryAssignments)
    .where(eq(deliveryAssignments.staffUserId, staffUserId))
    .orderBy(asc(deliveryAssignments.areaId));
  return rows.map((r) => r.areaId);
}

/** Replaces a delivery person's areas. */
export async function replaceAreas(tx: Tx, staffUserId: number, areaIds: readonly number[]) {
  await tx.delete(deliveryAssignments).where(eq(deliveryAssignments.staffUserId, staffUserId));
  if (areaIds.length === 0) return;
  await tx.insert(deliveryAssignments).values(areaIds.map((areaId) => ({ staffUserId, areaId })));
}

/** One order as a stop (whatever its route). */
export async function stopRow(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select(dayOrderColumns)
    .from(orders)
    .leftJoin(routeStops, eq(routeStops.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row;
}

/** A route's area name and slot times as they are now (an empty route has no order to tell). */
export async function routeLabel(db: DbOrTx, areaId: number, slotId: number) {
  const [row] = await db
    .select({ areaName: deliveryAreas.name, startsAt: deliverySlots.startsAt, endsAt: deliverySlots.endsAt })
    .from(deliverySlots)
    .innerJoin(deliveryAreas, eq(deliveryAreas.id, deliverySlots.areaId))
    .where(and(eq(deliverySlots.id, slotId), eq(deliverySlots.areaId, areaId)));
  return row;
}
