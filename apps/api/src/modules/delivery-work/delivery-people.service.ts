import type { DeliveryPerson, DeliveryPersonAreasInput } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { existingAreaIds, findStaffRole, listDeliveryPeople } from './delivery-people.repository.js';
import { replaceAreas } from './delivery-work.repository.js';

/** Gives a delivery person the areas whose routes they see and mark (replacing the list). */
export async function setDeliveryPersonAreas(
  db: Db,
  staffUserId: number,
  input: DeliveryPersonAreasInput,
): Promise<DeliveryPerson> {
  const areaIds = [...new Set(input.areaIds)];
  await db.transaction(async (tx) => {
    const role = await findStaffRole(tx, staffUserId);
    if (!role) throw notFound('Staff user');
    if (role !== 'delivery') {
      throw conflict('NOT_A_DELIVERY_PERSON', 'Only a staff account with the delivery role serves areas', [
        {
          field: 'areaIds',
          code: 'ROLE_NOT_DELIVERY',
          params: { role },
          message: `this account's role is ${role}`,
        },
      ]).worded({}, 'ONLY_STAFF_ACCOUNT_DELIVERY_ROLE');
    }
    const known = await existingAreaIds(tx, areaIds);
    const unknown = areaIds.find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw badRequest(`There is no delivery area ${unknown}`, [
        {
          field: 'areaIds',
          code: 'NO_DELIVERY_AREA',
          params: { id: unknown },
          message: `no delivery area ${unknown}`,
        },
      ]).worded({ unknown }, 'THERE_NO_DELIVERY_AREA_UNKNOWN');
    }
    await replaceAreas(tx, staffUserId, areaIds);
  });
  const [person] = await listDeliveryPeople(db, staffUserId);
  if (!person) throw notFound('Staff user');
  return person;
}
