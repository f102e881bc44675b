/**
 * Why money moved in a customer's wallet (decision 0054): a top-up paid online, a subscription's
 * delivery, a staff credit (with the note staff typed), a refund, or a correction; and a day
 * credited back by the shop's door rule (issue 34.5): the customer asked to skip it at the door
 * (`DOOR_SKIP`), or was not home (`DOOR_NOT_HOME`).
 */
export const WALLET_REASONS = [
  'TOP_UP',
  'DELIVERY',
  'STAFF_CREDIT',
  'REFUND',
  'ADJUSTMENT',
  'DOOR_SKIP',
  'DOOR_NOT_HOME',
] as const;
export type WalletReason = (typeof WALLET_REASONS)[number];

/** The reasons staff may credit with from the admin (top-ups and deliveries come from the shop). */
export const STAFF_WALLET_REASONS = ['STAFF_CREDIT', 'REFUND', 'ADJUSTMENT'] as const;

/** The most one money event may move: ₹1,00,000 (a closed-system prepaid instrument's cap is far above). */
export const WALLET_MAX_AMOUNT = 10_000_000;

/** Who moved the money: the customer (a top-up), a staff member, or the shop itself (the daily job). */
export const WALLET_ACTORS = ['CUSTOMER', 'STAFF', 'SHOP'] as const;
export type WalletActor = (typeof WALLET_ACTORS)[number];

/**
 * One top-up by online payment, in paise: at least ₹50 (less is not worth a payment's fee) and at
 * most ₹10,000 (a month of milk for a large household). A closed-system prepaid instrument has no
 * RBI cap (INDIA.md); these are the shop's own, decision 0054's addendum.
 */
export const WALLET_TOP_UP_LIMITS = { minPaise: 5_000, maxPaise: 1_000_000 } as const;

/** A top-up's payment: waiting for the provider, paid (the wallet credited once), or failed. */
export const WALLET_TOP_UP_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;
export type WalletTopUpStatus = (typeof WALLET_TOP_UP_STATUSES)[number];

/** Days of deliveries the balance should cover before the low-balance message goes (settings). */
export const LOW_BALANCE_DAYS_DEFAULT = 3;
