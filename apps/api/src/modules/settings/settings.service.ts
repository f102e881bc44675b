import type { ShopSettings, ShopSettingsUpdate } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { findShopSettingsRow, type ShopSettingsRow, upsertShopSettings } from './settings.repository.js';

/** What a shop shows before an admin has saved its settings. */
const DEFAULT_SETTINGS = {
  farmName: 'Farm Shop',
  tagline: '',
  about: '',
  addressLine1: '',
  addressLine2: null,
  city: '',
  state: '',
  pincode: '',
  phone: '',
  careEmail: '',
  socialLinks: {},
  privacyPolicy: '',
  termsAndConditions: '',
  shippingPolicy: '',
  refundPolicy: '',
  deliveryFee: 0,
  freeDeliveryThreshold: null,
} satisfies Omit<ShopSettings, 'updatedAt'>;

function toShopSettings(row: ShopSettingsRow): ShopSettings {
  const { id: _id, updatedAt, ...values } = row;
  return { ...values, updatedAt: iso(updatedAt) };
}

/** The shop's settings, or the defaults while none are saved. Orders read the delivery fee here. */
export async function getShopSettings(db: DbOrTx): Promise<ShopSettings> {
  const row = await findShopSettingsRow(db);
  return row ? toShopSettings(row) : { ...DEFAULT_SETTINGS, updatedAt: null };
}

/** Partial update; the first save creates the row from the defaults. */
export async function updateShopSettings(db: DbOrTx, input: ShopSettingsUpdate): Promise<ShopSettings> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  return toShopSettings(await upsertShopSettings(db, DEFAULT_SETTINGS, changes));
}

/** The delivery fee (paise) of an order with this subtotal: free from the threshold on, if there is one. */
export function deliveryFeeFor(
  settings: Pick<ShopSettings, 'deliveryFee' | 'freeDeliveryThreshold'>,
  subtotal: number,
) {
  const { deliveryFee, freeDeliveryThreshold } = settings;
  return freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold ? 0 : deliveryFee;
}
