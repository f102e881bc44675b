/**
 * A customer closing their own account (DPDP Act 2023; decision 0024). Closing signs them out
 * everywhere; signing in again within the grace period re-opens the account. After it, the personal
 * data is erased and only what tax law needs of the orders is kept.
 */
export const ACCOUNT_CLOSING_GRACE_DAYS = 30;

/** The name an erased customer's orders and reviews show from then on. */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/** The answer's message when signing in re-opens a closed account. */
export const ACCOUNT_REOPENED_MESSAGE = 'Welcome back — your account is open again';
