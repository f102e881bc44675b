import type { PackingList } from '@farm/contract';
import { bookedDeliveryText } from '@farm/contract/plain/delivery';
import { SHOP_LOCALE } from '@farm/contract/plain/locale';
import type { DbOrTx } from '../../db/client.js';
import { committedQuantities } from '../subscription/index.js';
import { linesOf, packingOrders } from './delivery-work.repository.js';
import { linesByOrder, toPackingOrder } from './stop-rows.js';

/**
 * A day's packing (issue 16.3): how many of each product to set out, then each order with its
 * lines, booked orders first by area and slot, then courier and unscheduled orders; and what the
 * day's subscriptions commit per product and slot (issue 34.6), generated or not yet.
 */
export async function packingList(db: DbOrTx, day: string, now: Date): Promise<PackingList> {
  const rows = await packingOrders(db, day);
  const lines = await linesOf(
    db,
    rows.map((r) => r.orderId),
  );
  const byOrder = linesByOrder(lines);
  const totals = new Map<number, PackingList['products'][number]>();
  for (const line of lines) {
    const total = totals.get(line.productId) ?? {
      productId: line.productId,
      name: line.name,
      quantity: 0,
      orders: 0,
    };
    total.quantity += line.quantity;
    total.orders += 1;
    totals.set(line.productId, total);
  }
  // The subscriptions' calendars for the day: before the cut-off no order holds them yet.
  const committed = await committedQuantities(db, day, now);
  return {
    date: day,
    committed,
    products: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name, SHOP_LOCALE)),
    orders: rows.map((row) =>
      toPackingOrder(
        row,
        byOrder,
        row.delivery ? bookedDeliveryText({ ...row.delivery, date: row.deliveryDate }) : 'No delivery booked',
      ),
    ),
  };
}
