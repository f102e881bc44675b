import type { Offer, OfferListQuery, OfferStatus } from '@farm/contract';
import { and, count, desc, eq, getTableColumns, gt, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { offers } from './offer.table.js';

type OfferRow = typeof offers.$inferSelect;

/** The SQL meaning of each status, against the database clock. Periods are [startsAt, endsAt). */
const statusConditions: Record<OfferStatus, SQL> = {
  inactive: not(offers.active),
  scheduled: and(offers.active, gt(offers.startsAt, sql`now()`)) as SQL,
  expired: and(
    offers.active,
    or(isNull(offers.startsAt), lte(offers.startsAt, sql`now()`)),
    lte(offers.endsAt, sql`now()`),
  ) as SQL,
  active: and(
    offers.active,
    or(isNull(offers.startsAt), lte(offers.startsAt, sql`now()`)),
    or(isNull(offers.endsAt), gt(offers.endsAt, sql`now()`)),
  ) as SQL,
};

const status = sql<OfferStatus>`case
  when not ${offers.active} then 'inactive'
  when ${offers.startsAt} > now() then 'scheduled'
  when ${offers.endsAt} <= now() then 'expired'
  else 'active' end`;

const offerColumns = { ...getTableColumns(offers), status };

function toOffer(row: OfferRow & { status: OfferStatus }): Offer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    discountPercent: row.discountPercent,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    active: row.active,
    status: row.status,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Newest first; only offers in `status` when given. */
export async function listOffers(db: DbOrTx, query: OfferListQuery, status?: OfferStatus) {
  const where = status ? statusConditions[status] : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(offerColumns)
      .from(offers)
      .where(where)
      .orderBy(desc(offers.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { items: rows.map(toOffer), total: total?.n ?? 0 };
}

export async function findOffer(db: DbOrTx, id: number) {
  const [row] = await db.select(offerColumns).from(offers).where(eq(offers.id, id)).limit(1);
  return row ? toOffer(row) : undefined;
}

export async function insertOffer(db: DbOrTx, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning({ id: offers.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateOffer(db: DbOrTx, id: number, values: Partial<typeof offers.$inferInsert>) {
  // updatedAt is set explicitly so that an empty PUT is a valid (no-op) update, not an empty SET.
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning({ id: offers.id });
  return row?.id;
}

export async function deleteOfferRow(db: DbOrTx, id: number) {
  const rows = await db.delete(offers).where(eq(offers.id, id)).returning({ id: offers.id });
  return rows.length > 0;
}
