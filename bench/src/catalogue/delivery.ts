import { type Db, schema } from '@farm/api/tooling';

const { deliveryAreaPincodes, deliveryAreas, deliverySlots } = schema;

/** The shoppers' PIN code (generate.ts gives every shopper an address there). */
export const SHOPPER_PINCODE = '641001';

/** Places in the slot that fills up during each checkout run, as the scarce product sells out. */
export const SMALL_SLOT_CAPACITY = 60;

/**
 * How the bench's checkouts are delivered: the farm's own van to the shoppers' PIN code, with the
 * delivery rule the shop's settings had (so the totals the shoppers were shown stay the same), a
 * roomy morning slot most orders book, and a small evening slot every tenth order asks for, which
 * fills up: a checkout must then refuse the slot and never book past its capacity.
 */
export type CheckoutDelivery = {
  deliveryFee: number;
  freeDeliveryThreshold: number | null;
  roomySlotId: number;
  smallSlotId: number;
  smallCapacity: number;
};

export async function insertCheckoutArea(
  db: Db,
  rules: { deliveryFee: number; freeDeliveryThreshold: number | null },
): Promise<CheckoutDelivery> {
  const [area] = await db
    .insert(deliveryAreas)
    .values({ name: 'Coimbatore town', kind: 'OWN', ...rules, minimumOrder: null, codAllowed: true })
    .returning({ id: deliveryAreas.id });
  if (!area) throw new Error('insert returned no area');
  await db.insert(deliveryAreaPincodes).values({ pattern: SHOPPER_PINCODE, areaId: area.id });
  const [roomy, small] = await db
    .insert(deliverySlots)
    .values([
      { areaId: area.id, startsAt: '05:00', endsAt: '09:00', capacity: 1_000_000 },
      { areaId: area.id, startsAt: '17:00', endsAt: '19:00', capacity: SMALL_SLOT_CAPACITY },
    ])
    .returning({ id: deliverySlots.id });
  if (!roomy || !small) throw new Error('insert returned no slots');
  return {
    ...rules,
    roomySlotId: roomy.id,
    smallSlotId: small.id,
    smallCapacity: SMALL_SLOT_CAPACITY,
  };
}
