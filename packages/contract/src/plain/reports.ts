/**
 * The owner's reports (issue 17.4) without zod: the limits the API checks and the admin's date
 * pickers and best-seller choice show.
 */

/** A report covers at most this many days: a leap year. Longer is slow to read and to draw. */
export const REPORT_MAX_DAYS = 366;

/** Reports go back to 2000 and forward to 2099: before the shop, or after it, is a typo. */
export const REPORT_FIRST_DAY = '2000-01-01';
export const REPORT_LAST_DAY = '2099-12-31';

/** How many best sellers a report lists by default, and at most. */
export const BEST_SELLERS_DEFAULT = 10;
export const BEST_SELLERS_MAX = 50;

/** The three tables of the sales report, each its own CSV. */
export const SALES_TABLES = ['days', 'products', 'categories'] as const;
export type SalesTable = (typeof SALES_TABLES)[number];

/** The GST report's two tables: per HSN code and rate, and the papers of the month. */
export const GST_TABLES = ['rates', 'documents'] as const;
export type GstTable = (typeof GST_TABLES)[number];

/** Days between two `YYYY-MM-DD` dates, both counted: 2026-04-01 to 2026-04-30 is 30. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The subscription report's tables (issue 34.6), each its own CSV. */
export const SUBSCRIPTION_REPORT_TABLES = ['quantities', 'wallets', 'bills'] as const;
export type SubscriptionReportTable = (typeof SUBSCRIPTION_REPORT_TABLES)[number];
