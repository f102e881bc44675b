import type { Offer, OfferListQuery, OfferStatus } from '@farm/contract';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { periodConditions, periodStatus } from '../../db/period-status.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { missingTranslation } from '../../lib/translations.js';
import { categories } from '../category/category.table.js';
import { products } from '../product/product.table.js';
import { offers, offerTargets } from './offer.table.js';

type OfferRow = typeof offers.$inferSelect;

const statusConditions = periodConditions(offers);
const status = periodStatus(offers);

/** `offers.id` with its table named: the target subqueries read a table with an `id` of its own. */
const outerOfferId = sql`${sql.identifier(getTableName(offers))}.${sql.identifier('id')}`;

function targetIds(column: typeof offerTargets.categoryId | typeof offerTargets.productId) {
  return sql<number[]>`array(select ${column} from ${offerTargets}
    where ${offerTargets.offerId} = ${outerOfferId} and ${column} is not null order by ${column})`;
}

const offerColumns = {
  ...getTableColumns(offers),
  status,
  categoryIds: targetIds(offerTargets.categoryId),
  productIds: targetIds(offerTargets.productId),
};

type OfferRowWithTargets = OfferRow & { status: OfferStatus; categoryIds: number[]; productIds: number[] };

function toOffer(row: OfferRowWithTargets): Offer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    discountPercent: row.discountPercent,
    discountAmount: row.discountAmount,
    appliesTo: row.appliesTo,
    categoryIds: row.categoryIds.map(Number),
    productIds: row.productIds.map(Number),
    minOrderValue: row.minOrderValue,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    active: row.active,
    status: row.status,
    translations: row.translations,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Newest first; only offers in `status` when given. */
export async function listOffers(db: DbOrTx, query: OfferListQuery, status?: OfferStatus) {
  const missing = query.missing
    ? missingTranslation(offers.translations, englishOf(), query.missing)
    : undefined;
  const where = and(status ? statusConditions[status] : undefined, missing);
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

function englishOf() {
  return { title: offers.title, description: offers.description };
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

export type OfferTargets = { categoryIds: number[]; productIds: number[] };

/** Replaces the offer's targets with these. */
export async function replaceOfferTargets(db: DbOrTx, offerId: number, targets: OfferTargets) {
  await db.delete(offerTargets).where(eq(offerTargets.offerId, offerId));
  const rows = [
    ...targets.categoryIds.map((categoryId) => ({ offerId, categoryId })),
    ...targets.productIds.map((productId) => ({ offerId, productId })),
  ];
  if (rows.length) await db.insert(offerTargets).values(rows);
}

/** Of these ids, those with no category or no product behind them. */
export async function findUnknownTargets(db: DbOrTx, targets: OfferTargets): Promise<OfferTargets> {
  const [knownCategories, knownProducts] = await Promise.all([
    targets.categoryIds.length
      ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, targets.categoryIds))
      : [],
    targets.productIds.length
      ? db.select({ id: products.id }).from(products).where(inArray(products.id, targets.productIds))
      : [],
  ]);
  const missing = (ids: number[], known: { id: number }[]) => {
    const found = new Set(known.map((r) => r.id));
    return ids.filter((id) => !found.has(id));
  };
  return {
    categoryIds: missing(targets.categoryIds, knownCategories),
    productIds: missing(targets.productIds, knownProducts),
  };
}

/** The offers running now that take something off (a percentage or an amount), with their targets: one statement. */
/**
 * Offers that discount something and are on and not yet over, each with its period (ms since the
 * epoch, null: open-ended): pricing keeps this list in memory and picks the running ones at the
 * moment it prices, so that an offer starts and ends on time without a read.
 */
export async function findDiscountOffers(db: DbOrTx) {
  const rows = await db
    .select({
      id: offers.id,
      title: offers.title,
      discountPercent: offers.discountPercent,
      discountAmount: offers.discountAmount,
      appliesTo: offers.appliesTo,
      categoryIds: offerColumns.categoryIds,
      productIds: offerColumns.productIds,
      minOrderValue: offers.minOrderValue,
      firstOrderOnly: offers.firstOrderOnly,
      startsAt: offers.startsAt,
      endsAt: offers.endsAt,
      translations: offers.translations,
    })
    .from(offers)
    .where(
      and(
        eq(offers.active, true),
        or(isNull(offers.endsAt), gt(offers.endsAt, sql`now()`)),
        or(isNotNull(offers.discountPercent), isNotNull(offers.discountAmount)),
      ),
    )
    .orderBy(offers.id);
  return rows.map((r) => ({
    ...r,
    categoryIds: r.categoryIds.map(Number),
    productIds: r.productIds.map(Number),
    startsAt: r.startsAt?.getTime() ?? null,
    endsAt: r.endsAt?.getTime() ?? null,
  }));
}
