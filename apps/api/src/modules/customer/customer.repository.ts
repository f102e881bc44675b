import type { Customer, CustomerListQuery } from '@farm/contract';
import { and, count, desc, eq, ilike, like, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { customers } from './customer.table.js';

export type CustomerRow = typeof customers.$inferSelect;

/** The public shape: every column but the password hash. */
export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    mobileNumber: row.mobileNumber,
    email: row.email,
    mobileVerified: row.mobileVerified,
    active: row.active,
    closedAt: iso(row.closedAt),
    erasedAt: iso(row.erasedAt),
    locale: row.locale,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function findCustomerById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** By the stored E.164 number (`+919876543210`). */
/**
 * Locks the customer's row until the transaction ends, so that two parallel changes of one
 * customer's list (cart, wishlist, notify requests, addresses) cannot both pass a cap or both make a
 * default address. False: no such customer. FOR NO KEY UPDATE: a checkout inserting this customer's
 * order takes a key-share lock on the row, which FOR UPDATE would block (a deadlock with the cart,
 * seen under concurrency).
 */
export async function lockCustomer(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  return row !== undefined;
}

export async function customerExists(db: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row !== undefined;
}

export async function findCustomerByMobile(db: DbOrTx, mobileNumber: string) {
  const [row] = await db.select().from(customers).where(eq(customers.mobileNumber, mobileNumber)).limit(1);
  return row;
}

export async function insertCustomer(db: DbOrTx, values: typeof customers.$inferInsert) {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCustomer(db: DbOrTx, id: number, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return row;
}

export async function deleteCustomerRow(db: DbOrTx, id: number) {
  await db.delete(customers).where(eq(customers.id, id));
}

/**
 * Locks the account holding a number if no one has proven that number yet (until the transaction
 * ends): undefined when no account holds it or its holder is verified.
 */
export async function lockUnverifiedHolder(tx: DbOrTx, mobileNumber: string) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.mobileNumber, mobileNumber), eq(customers.mobileVerified, false)))
    .for('update');
  return row;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A query written as a phone number: digits with spaces, +, -, parentheses. */
const LOOKS_LIKE_A_NUMBER = /^[\d\s+()-]+$/;

/**
 * Newest first; `q` matches part of the name, or, written as a number (3+ digits and phone
 * punctuation only), part of the number: "Kavitha 2" is a name, not customers whose number holds a 2.
 */
export async function listCustomers(db: DbOrTx, query: CustomerListQuery) {
  const filters: SQL[] = [];
  if (query.q) {
    filters.push(ilike(customers.name, `%${escapeLike(query.q)}%`));
    const digits = query.q.replace(/\D/g, '');
    if (digits.length >= 3 && LOOKS_LIKE_A_NUMBER.test(query.q.trim()))
      filters.push(like(customers.mobileNumber, `%${digits}%`));
  }
  const where = filters.length ? or(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(customers).where(where),
  ]);
  return { items: rows.map(toCustomer), total: total?.n ?? 0 };
}
