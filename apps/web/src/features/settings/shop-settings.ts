import 'server-only';
import type { ShopSettings } from '@farm/contract';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { DEFAULT_SHOP_SETTINGS } from '@farm/contract/plain/settings-defaults';
import { cache } from 'react';
import { serverData } from '@/lib/api/server';

/** What pages show when the API cannot answer: the shop's defaults, the same as the API's. */
const FALLBACK: ShopSettings = { ...DEFAULT_SHOP_SETTINGS, updatedAt: null };

/**
 * The farm's identity for server components, read once per request from the API (whose memory
 * answers it until the next write), so a saved change shows on the next page load.
 */
export const getShopSettings = cache(
  async (): Promise<ShopSettings> => (await serverData(settingsRoutes.getShopSettings, {})) ?? FALLBACK,
);
