import type { DeliveryArea, DeliveryRules } from '@farm/contract';
import { slotWindowText } from '@farm/contract/plain/delivery';
import type { TranslatedLanguage } from '@farm/contract/plain/languages';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { keptUntilStaffWrite } from '../../db/kept-reads.js';
import { iso } from '../../lib/dates.js';
import { missingTranslation } from '../../lib/translations.js';
import { categories } from '../category/category.table.js';
import { deliveryAreaPincodes, deliveryAreas, deliverySlots } from './delivery.table.js';

export type AreaRow = typeof deliveryAreas.$inferSelect;
export type SlotRow = typeof deliverySlots.$inferSelect;
export type AreaValues = Omit<typeof deliveryAreas.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type SlotValues = Pick<
  SlotRow,
  'startsAt' | 'endsAt' | 'capacity' | 'cutoffDaysBefore' | 'cutoffTime' | 'active'
> & { id?: number | undefined };

export function toSlot(row: SlotRow) {
  const { id, startsAt, endsAt, capacity, cutoffDaysBefore, cutoffTime, active } = row;
  return {
    id,
    startsAt,
    endsAt,
    capacity,
    cutoffDaysBefore,
    cutoffTime,
    active,
    window: slotWindowText(startsAt, endsAt),
  };
}

function toArea(row: AreaRow, pincodes: string[], slots: SlotRow[]): DeliveryArea {
  const { createdAt, updatedAt: _updatedAt, ...fields } = row;
  return { ...fields, pincodes, slots: slots.map(toSlot), createdAt: iso(createdAt) };
}

/**
 * Every area (or those of `ids`, or those lacking the `missing` language) with its PIN codes and
 * slots, active ones first, then by name.
 */
export async function listAreas(
  db: DbOrTx,
  { ids, missing }: { ids?: readonly number[]; missing?: TranslatedLanguage } = {},
): Promise<DeliveryArea[]> {
  const where = and(
    ids ? inArray(deliveryAreas.id, [...ids]) : undefined,
    missing
      ? missingTranslation(deliveryAreas.translations, { name: deliveryAreas.name }, missing)
      : undefined,
  );
  const areas = await db
    .select()
    .from(deliveryAreas)
    .where(where)
    .orderBy(desc(deliveryAreas.active), asc(deliveryAreas.name));
  if (areas.length === 0) return [];
  const areaIds = areas.map((a) => a.id);
  const [pins, slots] = await Promise.all([
    db
      .select()
      .from(deliveryAreaPincodes)
      .where(inArray(deliveryAreaPincodes.areaId, areaIds))
      .orderBy(asc(deliveryAreaPincodes.pattern)),
    db
      .select()
      .from(deliverySlots)
      .where(inArray(deliverySlots.areaId, areaIds))
      .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id)),
  ]);
  return areas.map((area) =>
    toArea(
      area,
      pins.filter((p) => p.areaId === area.id).map((p) => p.pattern),
      slots.filter((s) => s.areaId === area.id),
    ),
  );
}

export async function findArea(db: DbOrTx, id: number): Promise<DeliveryArea | undefined> {
  return (await listAreas(db, { ids: [id] }))[0];
}

/**
 * Every active area with its PIN code patterns and live slots, kept in memory until staff write
 * (db/kept-reads.ts): every checkout, cart and PIN check asks which area serves an address.
 */
export const servingAreas = keptUntilStaffWrite(async (db) => {
  const areas = await db.select().from(deliveryAreas).where(eq(deliveryAreas.active, true));
  if (areas.length === 0) return [];
  const areaIds = areas.map((a) => a.id);
  const [pins, slots] = await Promise.all([
    db.select().from(deliveryAreaPincodes).where(inArray(deliveryAreaPincodes.areaId, areaIds)),
    db
      .select()
      .from(deliverySlots)
      .where(and(inArray(deliverySlots.areaId, areaIds), eq(deliverySlots.active, true)))
      .orderBy(asc(deliverySlots.startsAt), asc(deliverySlots.id)),
  ]);
  return areas.map((area) => ({
    area: { ...area, slots: area.kind === 'OWN' ? slots.filter((s) => s.areaId === area.id) : [] },
    patterns: pins.filter((p) => p.areaId === area.id).map((p) => p.pattern),
  }));
});

/**
 * Whether the shop keeps any active delivery area: until it does, it delivers anywhere at its
 * settings' fee (as before issue 16).
 */
export async function hasAreas(db: DbOrTx): Promise<boolean> {
  return (await servingAreas(db)).length > 0;
}

/**
 * The active area whose longest pattern starts the PIN code, with its live slots; undefined when
 * none does (a pattern belongs to one area).
 */
export async function areaForPincode(db: DbOrTx, pincode: string) {
  return areaAmong(await servingAreas(db), pincode);
}

export type ServingAreas = Awaited<ReturnType<typeof servingAreas>>;

/** `areaForPincode` among areas already read. */
export function areaAmong(areas: ServingAreas, pincode: string) {
  let match: ServingAreas[number]['area'] | undefined;
  let longest = 0;
  for (const { area, patterns } of areas) {
    for (const pattern of patterns) {
      if (pattern.length > longest && pincode.startsWith(pattern)) {
        match = area;
        longest = pattern.length;
      }
    }
  }
  return match;
}
/**
 * The delivery fee's rules an order to this PIN code carries, as checkout prices it: the serving
 * area's fee and free-delivery threshold; null when no area serves it (the shop keeps none: its
 * settings' fee).
 */
export async function feeRulesForPincode(db: DbOrTx, pincode: string): Promise<DeliveryRules | null> {
  const area = await areaForPincode(db, pincode);
  return area ? { deliveryFee: area.deliveryFee, freeDeliveryThreshold: area.freeDeliveryThreshold } : null;
}

export type ServingAreaRow = NonNullable<Awaited<ReturnType<typeof areaForPincode>>>;

export async function insertArea(tx: Tx, values: AreaValues): Promise<number> {
  const [row] = await tx.insert(deliveryAreas).values(values).returning({ id: deliveryAreas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateArea(tx: Tx, id: number, values: AreaValues): Promise<boolean> {
  const rows = await tx
    .update(deliveryAreas)
    .set(values)
    .where(eq(deliveryAreas.id, id))
    .returning({ id: deliveryAreas.id });
  return rows.length > 0;
}

export async function deleteArea(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(deliveryAreas)
    .where(eq(deliveryAreas.id, id))
    .returning({ id: deliveryAreas.id });
  return rows.length > 0;
}

/** The area's PIN codes become exactly these; one taken by another area is the primary key's refusal. */
export async function replacePincodes(tx: Tx, areaId: number, patterns: readonly string[]) {
  await tx.delete(deliveryAreaPincodes).where(eq(deliveryAreaPincodes.areaId, areaId));
  await tx.insert(deliveryAreaPincodes).values(patterns.map((pattern) => ({ pattern, areaId })));
}

/** Which of these patterns other areas hold, with the holder's name. */
export async function pincodesHeldElsewhere(db: DbOrTx, areaId: number | null, patterns: readonly string[]) {
  if (patterns.length === 0) return [];
  return db
    .select({ pattern: deliveryAreaPincodes.pattern, areaName: deliveryAreas.name })
    .from(deliveryAreaPincodes)
    .innerJoin(deliveryAreas, eq(deliveryAreas.id, deliveryAreaPincodes.areaId))
    .where(
      and(
        inArray(deliveryAreaPincodes.pattern, [...patterns]),
        areaId === null ? undefined : sql`${deliveryAreaPincodes.areaId} <> ${areaId}`,
      ),
    );
}

/**
 * The area's slots become these: those sent with an id of this area are updated, the rest are new;
 * the area's other slots stop taking orders (booked orders still refer to them).
 */
export async function replaceSlots(tx: Tx, areaId: number, slots: readonly SlotValues[]) {
  const keep: number[] = [];
  for (const { id, ...values } of slots) {
    if (id !== undefined) {
      const [row] = await tx
        .update(deliverySlots)
        .set(values)
        .where(and(eq(deliverySlots.id, id), eq(deliverySlots.areaId, areaId)))
        .returning({ id: deliverySlots.id });
      if (row) {
        keep.push(row.id);
        continue;
      }
    }
    const [row] = await tx
      .insert(deliverySlots)
      .values({ ...values, areaId })
      .returning({ id: deliverySlots.id });
    if (row) keep.push(row.id);
  }
  await tx
    .update(deliverySlots)
    .set({ active: false })
    .where(
      and(eq(deliverySlots.areaId, areaId), keep.length ? notInArray(deliverySlots.id, keep) : undefined),
    );
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}

/** One slot by id, live or not: a subscription keeps its slot's cut-off after staff stop the slot. */
export async function findSlot(db: DbOrTx, id: number): Promise<SlotRow | undefined> {
  const [row] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, id));
  return row;
}
