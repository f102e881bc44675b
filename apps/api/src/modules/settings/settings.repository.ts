import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shopSettings } from './settings.table.js';

export type ShopSettingsRow = typeof shopSettings.$inferSelect;
type ShopSettingsValues = Omit<typeof shopSettings.$inferInsert, 'id' | 'updatedAt'>;

export async function findShopSettingsRow(db: DbOrTx): Promise<ShopSettingsRow | undefined> {
  const [row] = await db.select().from(shopSettings).limit(1);
  return row;
}

/** Writes the one settings row: `changes` over the stored row, or over `defaults` when there is none. */
export async function upsertShopSettings(
  db: DbOrTx,
  defaults: ShopSettingsValues,
  changes: Partial<ShopSettingsValues>,
): Promise<ShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ ...defaults, ...changes, id: 1 })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}
