import type { PageQuery, StaffUser } from '@farm/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { staffUsers } from './user.table.js';

type StaffUserRow = typeof staffUsers.$inferSelect;

export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    secondFactor: row.totpEnabledAt !== null,
    locale: row.locale,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function findStaffUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findStaffUserById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row;
}

export async function listStaffUsers(db: DbOrTx, page: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db.select().from(staffUsers).orderBy(asc(staffUsers.id)).limit(page.size).offset(offsetOf(page)),
    db.select({ n: count() }).from(staffUsers),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countStaffUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(staffUsers);
  return row?.n ?? 0;
}

export async function countActiveAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffUsers)
    .where(sql`${staffUsers.role} = 'admin' and ${staffUsers.active}`);
  return row?.n ?? 0;
}

export async function insertStaffUser(db: DbOrTx, values: typeof staffUsers.$inferInsert) {
  const [row] = await db.insert(staffUsers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateStaffUser(
  db: DbOrTx,
  id: number,
  values: Partial<typeof staffUsers.$inferInsert>,
) {
  const [row] = await db
    .update(staffUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staffUsers.id, id))
    .returning();
  return row;
}

export async function deleteStaffUser(db: DbOrTx, id: number) {
  const [row] = await db.delete(staffUsers).where(eq(staffUsers.id, id)).returning({ id: staffUsers.id });
  return row;
}
