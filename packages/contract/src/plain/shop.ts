/**
 * The farm's clock. Cut-offs, "today" on the dashboard, order dates, invoice dates and the financial
 * year are India's; India keeps one offset all year (no daylight saving).
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET = '+05:30';

/** A customer keeps at most this many addresses. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

/** What one checkout may hold. */
export const ORDER_LIMITS = {
  maxLines: 50,
  maxQuantityPerLine: 100,
  idempotencyKeyMaxLength: 100,
} as const;

/** Lengths of free text that API, forms and database agree on. */
export const TEXT_LIMITS = {
  /** A note on an order or on a change of its status. */
  orderNote: 500,
} as const;
