/**
 * Why money moved in a customer's wallet (decision 0054): a top-up paid online, a subscription's
 * delivery, a staff credit (with the note staff typed), a refund, or a correction.
 */
export const WALLET_REASONS = ['TOP_UP', 'DELIVERY', 'STAFF_CREDIT', 'REFUND', 'ADJUSTMENT'] as const;
export type WalletReason = (typeof WALLET_REASONS)[number];

/** The reasons staff may credit with from the admin (top-ups and deliveries come from the shop). */
export const STAFF_WALLET_REASONS = ['STAFF_CREDIT', 'REFUND', 'ADJUSTMENT'] as const;

/** The most one money event may move: ₹1,00,000 (a closed-system prepaid instrument's cap is far above). */
export const WALLET_MAX_AMOUNT = 10_000_000;

/** Who moved the money: the customer (a top-up), a staff member, or the shop itself (the daily job). */
export const WALLET_ACTORS = ['CUSTOMER', 'STAFF', 'SHOP'] as const;
export type WalletActor = (typeof WALLET_ACTORS)[number];
