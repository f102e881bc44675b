import type { Address, StaffAddress } from '@farm/contract';
import { and, count, desc, eq, ilike, like, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { containsPattern } from '../../lib/like.js';
import { customers } from '../customer/customer.table.js';
import { addresses } from './address.table.js';

type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    customerId: row.customerId,
    name: row.name,
    mobileNumber: row.mobileNumber,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Staff: every address (or one customer's, or those matching `q`), newest first, with whose it is. */
export async function findAddresses(
  db: DbOrTx,
  filter: { customerId?: number | undefined; q?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ items: StaffAddress[]; total: number }> {
  const where = and(
    filter.customerId === undefined ? undefined : eq(addresses.customerId, filter.customerId),
    filter.q ? searchOf(filter.q) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        address: addresses,
        customer: { id: customers.id, name: customers.name, mobileNumber: customers.mobileNumber },
      })
      .from(addresses)
      .innerJoin(customers, eq(customers.id, addresses.customerId))
      .where(where)
      .orderBy(desc(addresses.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(addresses)
      .innerJoin(customers, eq(customers.id, addresses.customerId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...toAddress(r.address), customer: r.customer })),
    total: total?.n ?? 0,
  };
}

/** Text matches either name, the city or the PIN code; 3+ digits also match inside either number. */
function searchOf(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  return or(
    ilike(addresses.name, pattern),
    ilike(customers.name, pattern),
    ilike(addresses.city, pattern),
    ilike(addresses.pincode, pattern),
    ...(digits.length >= 3
      ? [like(addresses.mobileNumber, `%${digits}%`), like(customers.mobileNumber, `%${digits}%`)]
      : []),
  );
}

/** One customer's addresses: the default first, then the newest. */
export async function findCustomerAddresses(db: DbOrTx, customerId: number) {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  return rows.map(toAddress);
}

export async function findAddress(db: DbOrTx, id: number) {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id)).limit(1);
  return row ? toAddress(row) : undefined;
}

export async function countCustomerAddresses(db: DbOrTx, customerId: number) {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId));
  return row?.n ?? 0;
}

/** Clears the customer's default flag (except on `keepId`): first half of moving the default. */
export async function clearDefaultAddress(db: DbOrTx, customerId: number, keepId?: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.customerId, customerId),
        eq(addresses.isDefault, true),
        keepId === undefined ? undefined : ne(addresses.id, keepId),
      ),
    );
}

export async function insertAddress(db: DbOrTx, values: AddressValues) {
  const [row] = await db.insert(addresses).values(values).returning({ id: addresses.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateAddressRow(db: DbOrTx, id: number, values: Partial<AddressValues>) {
  await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(addresses.id, id));
}

export async function deleteAddressRow(db: DbOrTx, id: number) {
  await db.delete(addresses).where(eq(addresses.id, id));
}

export async function newestAddressId(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}
