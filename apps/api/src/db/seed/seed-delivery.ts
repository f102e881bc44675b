import type { DbOrTx } from '../client.js';
import { deliveryAreaPincodes, deliveryAreas, deliverySlots } from '../schema.js';
import { type DemoArea, demoAreas } from './data/delivery.js';
import type { Catalogue } from './seed-catalogue.js';

/** A demo area as stored: what booking the demo's open orders needs. */
export type SeededArea = {
  id: number;
  area: DemoArea;
  slots: { id: number; startsAt: string; endsAt: string }[];
};

/** The demo farm's delivery areas with their PIN codes and slots. */
export async function seedDelivery(db: DbOrTx, catalogue: Catalogue): Promise<SeededArea[]> {
  const seeded: SeededArea[] = [];
  for (const area of demoAreas) {
    const [row] = await db
      .insert(deliveryAreas)
      .values({
        name: area.name,
        translations: { ta: { name: area.tamilName } },
        kind: area.kind,
        deliveryFee: area.deliveryFee,
        freeDeliveryThreshold: area.freeDeliveryThreshold,
        minimumOrder: area.minimumOrder,
        codAllowed: area.codAllowed,
        categoryIds: area.categories.map((key) => {
          const id = catalogue.categoryIds.get(key);
          if (id === undefined) throw new Error(`Demo area ${area.name}: no category ${key}`);
          return id;
        }),
        courierDaysMin: area.courierDays?.[0] ?? null,
        courierDaysMax: area.courierDays?.[1] ?? null,
      })
      .returning({ id: deliveryAreas.id });
    if (!row) throw new Error('insert returned no row');
    await db
      .insert(deliveryAreaPincodes)
      .values(area.pincodes.map((pattern) => ({ pattern, areaId: row.id })));
    const slots = area.slots?.length
      ? await db
          .insert(deliverySlots)
          .values(area.slots.map((slot) => ({ ...slot, areaId: row.id })))
          .returning({ id: deliverySlots.id, startsAt: deliverySlots.startsAt, endsAt: deliverySlots.endsAt })
      : [];
    seeded.push({ id: row.id, area, slots });
  }
  return seeded;
}
