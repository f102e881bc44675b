import type { DeliveryPerson } from '@farm/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryAreas } from '../delivery/delivery.table.js';
import { staffUsers } from '../user/user.table.js';
import { deliveryAssignments } from './delivery-work.table.js';

/** Staff accounts with the delivery role and their areas; one when `id` is given. */
export async function listDeliveryPeople(db: DbOrTx, id?: number): Promise<DeliveryPerson[]> {
  const people = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, active: staffUsers.active })
    .from(staffUsers)
    .where(id === undefined ? eq(staffUsers.role, 'delivery') : eq(staffUsers.id, id))
    .orderBy(asc(staffUsers.name));
  if (people.length === 0) return [];
  const assigned = await db
    .select({ staffUserId: deliveryAssignments.staffUserId, areaId: deliveryAssignments.areaId })
    .from(deliveryAssignments)
    .where(
      inArray(
        deliveryAssignments.staffUserId,
        people.map((p) => p.id),
      ),
    )
    .orderBy(asc(deliveryAssignments.areaId));
  return people.map((p) => ({
    ...p,
    areaIds: assigned.filter((a) => a.staffUserId === p.id).map((a) => a.areaId),
  }));
}

export async function findStaffRole(db: DbOrTx, id: number) {
  const [row] = await db.select({ role: staffUsers.role }).from(staffUsers).where(eq(staffUsers.id, id));
  return row?.role;
}

/** Which of these ids are delivery areas that exist. */
export async function existingAreaIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deliveryAreas.id })
    .from(deliveryAreas)
    .where(inArray(deliveryAreas.id, [...ids]));
  return new Set(rows.map((r) => r.id));
}
