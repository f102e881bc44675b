import { and, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { subscriptions } from '../subscription/subscription.table.js';
import { deliverySlots } from './delivery.table.js';

/** The slots of an area that subscriptions are delivered in, with how many each (decision 0054). */
export async function subscribedSlots(db: DbOrTx, areaId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotId: subscriptions.slotId, n: count() })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'ACTIVE'),
        inArray(
          subscriptions.slotId,
          db.select({ id: deliverySlots.id }).from(deliverySlots).where(eq(deliverySlots.areaId, areaId)),
        ),
      ),
    )
    .groupBy(subscriptions.slotId);
  return new Map(rows.map((r) => [r.slotId, r.n]));
}
