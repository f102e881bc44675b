import { slotWindowText } from '@farm/contract/plain/delivery';
import { sql } from 'drizzle-orm';
import { indiaToday } from '../../lib/dates.js';
import type { DbOrTx } from '../client.js';
import { deliveryAssignments, orders, slotBookings, staffUsers } from '../schema.js';
import type { SeededArea } from './seed-delivery.js';

const DAY = 24 * 60 * 60 * 1000;

/** The area of a PIN code: its longest matching pattern, as checkout decides. */
function areaOf(areas: SeededArea[], pincode: string): SeededArea | undefined {
  let best: { area: SeededArea; length: number } | undefined;
  for (const area of areas) {
    for (const pattern of area.area.pincodes) {
      if (pincode.startsWith(pattern) && pattern.length > (best?.length ?? 0))
        best = { area, length: pattern.length };
    }
  }
  return best?.area;
}

/**
 * Books the demo's open orders as checkout would have: an own-delivery order on its area's morning
 * slot (today's route once out for delivery, tomorrow's otherwise), a courier order with its
 * expected days; each booked place counted in its slot.
 */
export async function bookDemoOrders(
  db: DbOrTx,
  now: Date,
  areas: SeededArea[],
  open: { orderId: number; pincode: string; status: string }[],
): Promise<void> {
  for (const order of open) {
    const seeded = areaOf(areas, order.pincode);
    if (!seeded) continue;
    const slot = seeded.slots[0];
    if (seeded.area.kind === 'OWN' && slot) {
      const date = indiaToday(new Date(now.getTime() + (order.status === 'SHIPPED' ? 0 : DAY)));
      await db
        .update(orders)
        .set({
          delivery: {
            areaName: seeded.area.name,
            kind: 'OWN',
            window: slotWindowText(slot.startsAt, slot.endsAt),
            expectedFrom: null,
            expectedTo: null,
          },
          deliveryAreaId: seeded.id,
          deliverySlotId: slot.id,
          deliveryDate: date,
        })
        .where(sql`${orders.id} = ${order.orderId}`);
      await db
        .insert(slotBookings)
        .values({ slotId: slot.id, date, booked: 1 })
        .onConflictDoUpdate({
          target: [slotBookings.slotId, slotBookings.date],
          set: { booked: sql`${slotBookings.booked} + 1` },
        });
    } else if (seeded.area.kind === 'COURIER') {
      const [min = 2, max = 4] = seeded.area.courierDays ?? [];
      await db
        .update(orders)
        .set({
          delivery: {
            areaName: seeded.area.name,
            kind: 'COURIER',
            window: null,
            expectedFrom: indiaToday(new Date(now.getTime() + min * DAY)),
            expectedTo: indiaToday(new Date(now.getTime() + max * DAY)),
          },
          deliveryAreaId: seeded.id,
        })
        .where(sql`${orders.id} = ${order.orderId}`);
    }
  }
}

/**
 * The demo's delivery person, who serves the farm's own areas. Their password is `password` when
 * given (printed once at the first start), else unknown until an admin resets it.
 */
export async function seedDeliveryPerson(
  db: DbOrTx,
  areas: SeededArea[],
  passwordHash: string,
): Promise<void> {
  const [person] = await db
    .insert(staffUsers)
    .values({ name: 'Murugan (delivery)', email: DEMO_DELIVERY_EMAIL, passwordHash, role: 'delivery' })
    .onConflictDoNothing()
    .returning({ id: staffUsers.id });
  if (!person) return;
  const own = areas.filter((a) => a.area.kind === 'OWN');
  if (own.length) {
    await db.insert(deliveryAssignments).values(own.map((a) => ({ staffUserId: person.id, areaId: a.id })));
  }
}

export const DEMO_DELIVERY_EMAIL = 'delivery@farm.local';
