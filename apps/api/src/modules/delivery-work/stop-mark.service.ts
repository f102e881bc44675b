import type { RouteStop, StopOutcomeInput } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { bottlesAtStops, countEmpties } from '../bottle/index.js';
import { markAtDoor } from '../order/index.js';
import { linesOf, stopRow } from './delivery-work.repository.js';
import type { DeliveryWorkViewer } from './delivery-work-viewer.js';
import { visibleAreas } from './route-sheet.service.js';
import { linesByOrder, toStop } from './stop-rows.js';

/**
 * A mark at a stop: delivered (with the cash taken at the door), not home or refused. A delivery
 * person marks only orders of their areas; the order's timeline and the stop both name them.
 */
export async function markStop(
  db: Db,
  viewer: DeliveryWorkViewer,
  orderId: number,
  input: StopOutcomeInput,
  now: Date,
): Promise<RouteStop> {
  const areas = await visibleAreas(db, viewer);
  const note = input.note ?? null;
  await markAtDoor(
    db,
    { kind: 'staff', id: viewer.id, name: viewer.name },
    orderId,
    { outcome: input.outcome, cashCollected: input.cashCollected, upi: input.upi, note, at: now },
    // The stop's own record of the mark is this module's reaction to it (order-subscriber.ts).
    {
      mayMark: (order) => !areas || (order.deliveryAreaId !== null && areas.includes(order.deliveryAreaId)),
      // The empties counted here, under the order's lock: a repeat or a race counts them once.
      alongside: async (tx, order) => {
        if (input.bottlesCollected === undefined) return;
        const by = { id: viewer.id, name: viewer.name };
        await countEmpties(tx, {
          orderId,
          customerId: order.customerId,
          collected: input.bottlesCollected,
          by,
        });
      },
    },
  );
  const row = await stopRow(db, orderId);
  if (!row) throw notFound('Order');
  const bottles = await bottlesAtStops(db, [row]);
  return toStop(row, row.position ?? 0, linesByOrder(await linesOf(db, [orderId])), bottles);
}
