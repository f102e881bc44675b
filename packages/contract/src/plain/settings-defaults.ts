import type { DeliveryRules } from './delivery';

/**
 * What a shop shows before an admin has saved its settings, and what the storefront falls back to
 * when the API cannot answer: one list for both (ShopSettings without `updatedAt`).
 */
export const DEFAULT_SHOP_SETTINGS = {
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
  maxOpenCodOrders: 3,
  codMaxTotal: null,
  staffRefundMax: 200_000,
  unpaidHoldMaxUnits: 20,
  unpaidHoldMaxValue: 5_000_000,
  staffRefundDailyMax: null,
  legalName: '',
  gstin: null,
  fssaiNumber: null,
  invoicePrefix: 'INV',
  lowBalanceDays: 3,
  // The door's rule (issue 34.5): the milk went back to the farm when the customer skipped at the
  // door, so the day comes back; a van that found nobody home still made the trip.
  doorNotHomeCredit: 'NONE',
  doorSkipCredit: 'DAY',
  translations: {},
} as const satisfies DeliveryRules & Record<string, unknown>;
