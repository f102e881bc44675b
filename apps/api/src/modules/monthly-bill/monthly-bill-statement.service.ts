import { type MonthlyBill, monthDays, type Statement, type StatementCredit } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import { addDays } from '../delivery/index.js';
import { billCreditsOf } from '../subscription/index.js';
import { monthlyBillTerms } from '../wallet/index.js';
import {
  type BillPaymentRow,
  billedDays,
  billedSum,
  closedStatements,
  creditsBetween,
  findStatement,
  instantsOf,
  paymentsBetween,
  statementCustomer,
} from './monthly-bill.repository.js';

/** The first day the shop can have billed: every sum "before" starts here. */
const BEGINNING = '2000-01-01';

export const toBillPayment = (row: BillPaymentRow) => ({
  id: row.id,
  amountPaise: row.amount,
  method: row.method,
  reference: row.reference,
  receivedAt: iso(row.receivedAt),
});

/**
 * The month's credits on the bill: the farm's (`bill_credits`, staff's credits to a customer on the
 * bill; the wallet's own credits stay the wallet's), and the days the shop's door rule took off the bill (a monthly-bill customer not home or skipping at the door:
 * the order stays billed as placed, and its credit comes off here), in time order.
 */
async function billCredits(
  db: DbOrTx,
  customerId: number,
  from: string,
  to: string,
): Promise<StatementCredit[]> {
  const { start, end } = instantsOf(from, addDays(to, 1));
  const [staff, door] = await Promise.all([
    creditsBetween(db, customerId, start, end),
    billCreditsOf(db, customerId, from, to),
  ]);
  return [
    ...staff.map((c) => ({
      at: iso(c.at),
      amountPaise: c.amount,
      reason: 'STAFF_CREDIT' as const,
      note: c.note,
    })),
    ...door.map((c) => ({
      at: iso(instantsOf(c.day, addDays(c.day, 1)).start),
      amountPaise: c.amount ?? 0,
      reason: c.outcome === 'NOT_HOME' ? ('DOOR_NOT_HOME' as const) : ('DOOR_SKIP' as const),
      note: null,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** What was delivered on the bill, credited and paid over the days `from`…`to` (India's). */
async function sumsOf(db: DbOrTx, customerId: number, from: string, to: string) {
  const { start, end } = instantsOf(from, addDays(to, 1));
  const [delivered, credits, payments] = await Promise.all([
    billedSum(db, customerId, from, to),
    billCredits(db, customerId, from, to),
    paymentsBetween(db, customerId, start, end),
  ]);
  return {
    delivered,
    credits: credits.reduce((sum, c) => sum + c.amountPaise, 0),
    payments: payments.reduce((sum, p) => sum + p.amount, 0),
  };
}

/** What a customer owes on the bill after the day `to`: deliveries less credits and payments. */
export async function dueAfter(db: DbOrTx, customerId: number, to: string): Promise<number> {
  const s = await sumsOf(db, customerId, BEGINNING, to);
  return s.delivered - s.credits - s.payments;
}

/**
 * A customer's statement of a month (issue 34.3): brought forward from the months before, each
 * day's delivery with its lines (names in `language`, as the order recorded them), the credits and
 * payments of the month, and the amount due: `broughtForward + delivered − credits − payments`.
 */
export async function statementOf(
  db: DbOrTx,
  customerId: number,
  month: string,
  language: 'en' | 'ta' = 'en',
): Promise<Statement> {
  const customer = await statementCustomer(db, customerId);
  if (!customer) throw notFound('Customer');
  const { from, to } = monthDays(month);
  const { start, end } = instantsOf(from, addDays(to, 1));
  const [broughtForward, days, credits, payments, closed] = await Promise.all([
    dueAfter(db, customerId, addDays(from, -1)),
    billedDays(db, customerId, from, to),
    billCredits(db, customerId, from, to),
    paymentsBetween(db, customerId, start, end),
    findStatement(db, customerId, month),
  ]);
  const deliveredPaise = days.reduce((sum, d) => sum + d.total, 0);
  const creditsPaise = credits.reduce((sum, c) => sum + c.amountPaise, 0);
  const paymentsPaise = payments.reduce((sum, p) => sum + p.amount, 0);
  return {
    customerId,
    customerName: customer.name,
    mobileNumber: customer.mobileNumber,
    month,
    from,
    to,
    broughtForwardPaise: broughtForward,
    deliveredPaise,
    creditsPaise,
    paymentsPaise,
    duePaise: broughtForward + deliveredPaise - creditsPaise - paymentsPaise,
    days: days.map((d) => ({
      day: d.day ?? from,
      orderId: d.id,
      amountPaise: d.total,
      items: d.lines.map((l) => ({
        name: (language === 'ta' ? l.translations?.ta?.name?.trim() : undefined) || l.name,
        quantity: l.quantity,
        amountPaise: l.lineTotal,
      })),
    })),
    credits,
    payments: payments.map(toBillPayment),
    closedAt: closed ? iso(closed.closedAt) : null,
  };
}

/** The customer's language for their papers (the account's, else English). */
export async function statementLanguage(db: DbOrTx, customerId: number): Promise<'en' | 'ta'> {
  const customer = await statementCustomer(db, customerId);
  return customer?.locale === 'ta' ? 'ta' : 'en';
}

/**
 * Whether a customer is on the bill, who changed it and when, what is due now, the closed months,
 * and this month's credits so far (the wallet page and staff's say what came off the bill and why).
 */
export async function monthlyBillOf(db: DbOrTx, customerId: number, today: string): Promise<MonthlyBill> {
  const [terms, duePaise, closed, credits] = await Promise.all([
    monthlyBillTerms(db, customerId),
    dueAfter(db, customerId, today),
    closedStatements(db, customerId),
    billCredits(db, customerId, monthDays(today.slice(0, 7)).from, today),
  ]);
  return {
    customerId,
    monthlyBill: terms.monthlyBill,
    changedAt: iso(terms.changedAt),
    changedByName: terms.changedByName,
    duePaise,
    statements: closed.map((s) => ({ month: s.month, closedAt: iso(s.closedAt), duePaise: s.due })),
    credits,
  };
}
