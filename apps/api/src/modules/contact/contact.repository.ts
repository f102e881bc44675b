import type { ContactListQuery, ContactMessage, StaffContactMessage } from '@farm/contract';
import { count, desc, eq, getTableColumns, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { customers } from '../customer/customer.table.js';
import { contactMessages } from './contact.table.js';

type ContactRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    mobileNumber: row.mobileNumber,
    email: row.email,
    message: row.message,
    read: row.readAt !== null,
    readAt: iso(row.readAt),
    createdAt: iso(row.createdAt),
  };
}

type StaffRow = ContactRow & { customerId: number | null; customerName: string | null };

function toStaffContactMessage({ customerId, customerName, ...row }: StaffRow): StaffContactMessage {
  const customer = customerId !== null ? { id: customerId, name: customerName ?? '' } : null;
  return { ...toContactMessage(row), customer };
}

/** Messages with the customer account of their mobile number, if any (both are stored in E.164). */
function selectForStaff(db: DbOrTx) {
  return db
    .select({ ...getTableColumns(contactMessages), customerId: customers.id, customerName: customers.name })
    .from(contactMessages)
    .leftJoin(customers, eq(customers.mobileNumber, contactMessages.mobileNumber));
}

export async function listContactMessages(db: DbOrTx, query: ContactListQuery) {
  let where: SQL | undefined;
  if (query.unread === true) where = isNull(contactMessages.readAt);
  if (query.unread === false) where = isNotNull(contactMessages.readAt);
  const [rows, [total]] = await Promise.all([
    selectForStaff(db)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(toStaffContactMessage), total: total?.n ?? 0 };
}

export async function findContactMessage(db: DbOrTx, id: number) {
  const [row] = await selectForStaff(db).where(eq(contactMessages.id, id)).limit(1);
  return row ? toStaffContactMessage(row) : undefined;
}

export async function insertContactMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return toContactMessage(row);
}

/** Marks a message read (keeping the first reading time) or unread again. */
export async function setContactMessageRead(db: DbOrTx, id: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row ? findContactMessage(db, row.id) : undefined;
}

export async function deleteContactMessage(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return row?.id;
}
