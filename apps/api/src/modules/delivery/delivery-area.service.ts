import type { DeliveryArea, DeliveryAreaInput, DeliveryClosure, DeliveryClosureCreate } from '@farm/contract';
import { deliveryAreaInputSchema, deliveryClosureCreateSchema } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { type AppError, badRequest, conflict, notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { PG_UNIQUE_VIOLATION, pgErrorOf } from '../../lib/pg-error.js';
import { mergeTranslations } from '../../lib/translations.js';
import {
  deleteArea,
  existingCategoryIds,
  findArea,
  insertArea,
  pincodesHeldElsewhere,
  replacePincodes,
  replaceSlots,
  updateArea,
} from './delivery-area.repository.js';
import { deleteClosure, insertClosure, listClosures } from './delivery-slot.repository.js';
import { subscribedSlots } from './delivery-subscribed-slots.repository.js';

/** A new area (`id` null) or the whole of an existing one, PIN codes and slots included. */
export async function saveArea(db: Db, id: number | null, input: DeliveryAreaInput): Promise<DeliveryArea> {
  const area = deliveryAreaInputSchema.parse(input);
  await checkCategories(db, area.categoryIds);
  const taken = await pincodesHeldElsewhere(db, id, area.pincodes);
  if (taken.length > 0) {
    const pincodes = taken.map((t) => t.pattern).join(', ');
    const holder = taken[0]?.areaName ?? '';
    throw conflict(
      'PINCODE_TAKEN',
      `${pincodes} already belong to ${holder}`,
      taken.map((t) => ({
        field: `pincodes.${area.pincodes.indexOf(t.pattern)}`,
        code: 'PINCODE_TAKEN',
        params: { pincode: t.pattern, area: t.areaName },
        message: `${t.pattern} belongs to ${t.areaName}`,
      })),
    ).worded({ pincodes, area: holder }, 'PINCODES_ALREADY_BELONG');
  }
  const { slots, pincodes, translations, ...rest } = area;
  // A whole PUT without translations keeps those stored; fields sent empty are cleared.
  const stored = id === null ? {} : (await findArea(db, id))?.translations;
  const values = { ...rest, translations: mergeTranslations(stored, translations) };
  try {
    const savedId = await db.transaction(async (tx) => {
      const areaId =
        id === null ? await insertArea(tx, values) : (await updateArea(tx, id, values)) ? id : null;
      if (areaId === null) throw notFound('Delivery area');
      await keepSubscribedSlots(tx, areaId, slots);
      await replacePincodes(tx, areaId, pincodes);
      await replaceSlots(tx, areaId, slots);
      return areaId;
    });
    const saved = await findArea(db, savedId);
    if (!saved) throw notFound('Delivery area');
    return saved;
  } catch (err) {
    throw duplicateOf(err) ?? err;
  }
}

function duplicateOf(err: unknown): AppError | undefined {
  const pg = pgErrorOf(err);
  if (pg?.code !== PG_UNIQUE_VIOLATION) return undefined;
  if (pg.constraint === 'delivery_areas_name_key') {
    return conflict('DUPLICATE_NAME', 'Another delivery area has this name', [
      { field: 'name', code: 'AREA_NAME_TAKEN', message: 'is the name of another area' },
    ]).worded({}, 'ANOTHER_DELIVERY_AREA_HAS_NAME');
  }
  // Two saves at once claimed one PIN code: the second is told, as if it had looked first.
  return conflict('PINCODE_TAKEN', 'A PIN code of this area was just given to another area', [
    { field: 'pincodes', code: 'PINCODE_NOW_TAKEN', message: 'one of them now belongs to another area' },
  ]).worded({}, 'PIN_CODE_AREA_JUST_GIVEN');
}

async function checkCategories(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return;
  const known = await existingCategoryIds(db, ids);
  const unknown = ids.map((id, i) => ({ id, i })).filter(({ id }) => !known.has(id));
  if (unknown.length > 0) {
    throw badRequest(
      'No such category',
      unknown.map(({ id, i }) => ({
        field: `categoryIds.${i}`,
        code: 'NO_CATEGORY',
        params: { id },
        message: `no category ${id}`,
      })),
    ).worded({}, 'NO_SUCH_CATEGORY');
  }
}

export async function removeArea(db: Db, id: number) {
  await keepSubscribedSlots(db, id, []);
  if (!(await deleteArea(db, id))) throw notFound('Delivery area');
}

/**
 * A slot a live subscription is delivered in stays (decision 0054): leaving it out of the area, or
 * deleting the area, is refused with how many subscriptions use the slots removed.
 */
async function keepSubscribedSlots(db: DbOrTx, areaId: number, kept: readonly { id?: number | undefined }[]) {
  const keptIds = new Set(kept.map((s) => s.id));
  const used = [...(await subscribedSlots(db, areaId))].filter(([slotId]) => !keptIds.has(slotId));
  if (used.length === 0) return;
  const subscriptions = used.reduce((n, [, count]) => n + count, 0);
  const message = `${subscriptions} subscriptions are delivered in a slot being removed`;
  throw conflict('USED_BY_SUBSCRIPTION', message, [
    { field: 'slots', code: 'IN_USE', params: { count: subscriptions }, message },
  ]).worded({ count: subscriptions }, 'SLOTS_USED_BY_SUBSCRIPTIONS');
}

export async function closuresFromToday(db: Db, now: Date): Promise<DeliveryClosure[]> {
  return listClosures(db, indiaToday(now));
}

export async function addClosure(db: Db, input: DeliveryClosureCreate, now: Date): Promise<DeliveryClosure> {
  const closure = deliveryClosureCreateSchema.parse(input);
  if (closure.date < indiaToday(now)) {
    throw badRequest('That day has passed', [
      { field: 'date', code: 'DAY_PASSED', message: 'must be today or later' },
    ]).worded({}, 'DAY_HAS_PASSED');
  }
  if (closure.areaId !== null && !(await findArea(db, closure.areaId))) {
    throw badRequest('No such delivery area', [
      { field: 'areaId', code: 'NO_SUCH_AREA', message: 'no such area' },
    ]).worded({}, 'NO_SUCH_DELIVERY_AREA');
  }
  const id = await insertClosure(db, closure);
  if (id === undefined) {
    throw conflict('DUPLICATE', 'That day is already closed', [
      { field: 'date', code: 'DAY_ALREADY_CLOSED', message: 'is already closed' },
    ]).worded({}, 'DAY_ALREADY_CLOSED');
  }
  const saved = (await listClosures(db, closure.date)).find((c) => c.id === id);
  if (!saved) throw notFound('Closed day');
  return saved;
}

export async function removeClosure(db: Db, id: number) {
  if (!(await deleteClosure(db, id))) throw notFound('Closed day');
}
