import type { StaffSubscriptionQuery } from '@farm/contract';
import { and, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { containsPattern } from '../../lib/like.js';
import { customers } from '../customer/customer.table.js';
import { deliveryAreas, deliverySlots } from '../delivery/delivery.table.js';
import { subscriptionLines, subscriptionPatterns, subscriptions } from './subscription.table.js';

/**
 * The subscriptions staff filter by what the rows hold (area, slot, product, status, the customer),
 * newest first, with their customer and area. Paused today and low balance are read from the
 * calendar and the wallet by the service, on these rows.
 */
export async function staffSubscriptionRows(db: DbOrTx, query: StaffSubscriptionQuery) {
  const where: (SQL | undefined)[] = [
    query.areaId === undefined ? undefined : eq(deliverySlots.areaId, query.areaId),
    query.slotId === undefined ? undefined : eq(subscriptions.slotId, query.slotId),
    query.status === undefined ? undefined : eq(subscriptions.status, query.status),
    query.productId === undefined
      ? undefined
      : exists(
          db
            .select({ one: subscriptionLines.patternId })
            .from(subscriptionLines)
            .innerJoin(subscriptionPatterns, eq(subscriptionPatterns.id, subscriptionLines.patternId))
            .where(
              and(
                eq(subscriptionPatterns.subscriptionId, subscriptions.id),
                eq(subscriptionLines.productId, query.productId),
              ),
            ),
        ),
    query.q
      ? or(
          ilike(customers.name, containsPattern(query.q)),
          ilike(customers.mobileNumber, containsPattern(query.q)),
        )
      : undefined,
  ];
  return db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      startDay: subscriptions.startDay,
      slotId: subscriptions.slotId,
      customerId: subscriptions.customerId,
      customerName: customers.name,
      mobileNumber: customers.mobileNumber,
      areaId: deliveryAreas.id,
      areaName: deliveryAreas.name,
    })
    .from(subscriptions)
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptions.slotId))
    .leftJoin(deliveryAreas, eq(deliveryAreas.id, deliverySlots.areaId))
    .where(and(...where))
    .orderBy(desc(subscriptions.id));
}
