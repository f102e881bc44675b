import 'server-only';
import type { ShopSettings } from '@farm/contract';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { DEFAULT_SHOP_SETTINGS } from '@farm/contract/plain/settings-defaults';
import { cache } from 'react';
import { serverData } from '@/lib/api/server';

/** What pages show when the API cannot answer: the shop's defaults, the same as the API's. */
const FALLBACK: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, updatedAt: null };

/** The cache tag of the settings read; the admin's save drops it (docs/decisions/0019-settings-freshness.md). */
export const SHOP_SETTINGS_TAG = 'shop-settings';

/**
 * The farm's identity for server components, read once per request. The answer is cached for
 * 60 s, and dropped at once when an admin saves the settings (see `refresh/route.ts` under
 * `app/admin/(panel)/settings`), so the next page load shows the change.
 */
export const getShopSettings = cache(
  async (): Promise<ShopSettings> =>
    (await serverData(settingsRoutes.getShopSettings, {}, { revalidate: 60, tags: [SHOP_SETTINGS_TAG] })) ??
    FALLBACK,
);
