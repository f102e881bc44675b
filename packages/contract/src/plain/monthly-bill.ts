/**
 * The monthly bill (issue 34.3, decision 0054's addendum): a trusted customer's deliveries accrue,
 * a statement closes each month on the 1st, and payments received settle it.
 */

/** How a bill payment came: cash or UPI recorded by staff, or online through the statement's link. */
export const BILL_PAYMENT_METHODS = ['CASH', 'UPI', 'ONLINE'] as const;
export type BillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];

/** What staff record by hand (an online payment records itself). */
export const STAFF_BILL_PAYMENT_METHODS = ['CASH', 'UPI'] as const;

/** One bill payment at most: ₹1,00,000 (a large household's year of milk is far below). */
export const BILL_PAYMENT_MAX_PAISE = 10_000_000;

/** An online bill payment's state, as a top-up's. */
export const BILL_ONLINE_PAYMENT_STATUSES = ['PENDING', 'PAID', 'FAILED'] as const;

/** `2026-11` → its first and last days. */
export function monthDays(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The month before `month` (`2026-01` → `2025-12`). */
export function monthBefore(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}
