import { DEFAULT_SHOP_SETTINGS, type ShopSettings, type ShopSettingsUpdate } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { keptUntilStaffWrite } from '../../db/kept-reads.js';
import { iso } from '../../lib/dates.js';
import { mergeTranslations } from '../../lib/translations.js';
import { findShopSettingsRow, type ShopSettingsRow, upsertShopSettings } from './settings.repository.js';

/** What a shop shows before an admin has saved its settings (shared with the storefront's fallback). */
const DEFAULT_SETTINGS: Omit<ShopSettings, 'updatedAt'> = DEFAULT_SHOP_SETTINGS;

function toShopSettings(row: ShopSettingsRow): ShopSettings {
  const { id: _id, updatedAt, ...values } = row;
  return { ...values, updatedAt: iso(updatedAt) };
}

/**
 * The shop's settings, or the defaults while none are saved. Orders read the delivery fee here.
 * Kept in memory until staff write (db/kept-reads.ts): every checkout and page reads them.
 */
export const getShopSettings: (db: DbOrTx) => Promise<ShopSettings> = keptUntilStaffWrite(async (db) => {
  const row = await findShopSettingsRow(db);
  return row ? toShopSettings(row) : { ...DEFAULT_SETTINGS, updatedAt: null };
});

/** Partial update; the first save creates the row from the defaults. */
export async function updateShopSettings(db: DbOrTx, input: ShopSettingsUpdate): Promise<ShopSettings> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (input.translations) {
    const stored = await findShopSettingsRow(db);
    changes.translations = mergeTranslations(stored?.translations, input.translations);
  }
  return toShopSettings(await upsertShopSettings(db, DEFAULT_SETTINGS, changes));
}
