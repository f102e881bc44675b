import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gstRates } from './gst-rate.table.js';

export type GstRateRow = typeof gstRates.$inferSelect;
export type NewGstRate = Pick<
  typeof gstRates.$inferInsert,
  'hsnCode' | 'rateBasisPoints' | 'effectiveFrom' | 'description'
>;

/** Every rate, by code and then newest first: the staff's list. */
export async function listGstRates(db: DbOrTx): Promise<GstRateRow[]> {
  return db.select().from(gstRates).orderBy(asc(gstRates.hsnCode), desc(gstRates.effectiveFrom));
}

/**
 * The rate (basis points) of each code on `day` (`2025-09-22`, India's date): the latest row that
 * took effect on or before it. Codes without one are missing from the map.
 */
export async function gstRatesOn(
  db: DbOrTx,
  hsnCodes: readonly string[],
  day: string,
): Promise<Map<string, number>> {
  const rates = new Map<string, number>();
  if (hsnCodes.length === 0) return rates;
  const rows = await db
    .select({ hsnCode: gstRates.hsnCode, rate: gstRates.rateBasisPoints })
    .from(gstRates)
    .where(and(inArray(gstRates.hsnCode, [...new Set(hsnCodes)]), lte(gstRates.effectiveFrom, day)))
    .orderBy(asc(gstRates.effectiveFrom));
  // Oldest first: each later row of a code replaces the one before.
  for (const row of rows) rates.set(row.hsnCode, row.rate);
  return rates;
}

/** A new rate from a date; the second of one code and date is the unique index's refusal. */
export async function insertGstRate(db: DbOrTx, rate: NewGstRate): Promise<GstRateRow | undefined> {
  const [row] = await db.insert(gstRates).values(rate).onConflictDoNothing().returning();
  return row;
}

export async function deleteGstRate(db: DbOrTx, id: number): Promise<boolean> {
  const deleted = await db.delete(gstRates).where(eq(gstRates.id, id)).returning({ id: gstRates.id });
  return deleted.length > 0;
}
