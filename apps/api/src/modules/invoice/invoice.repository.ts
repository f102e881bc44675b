import type { InvoiceLink } from '@farm/contract';
import { and, asc, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { type InvoiceSeries, invoiceCounters, invoices } from './invoice.table.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'issuedAt'>;

/**
 * The next number of a series in a financial year, under the counter row's lock until the
 * transaction ends: a second invoicing waits, then takes the number after; a rollback gives the
 * number back. One statement (insert the year's first, or add one).
 */
export async function takeNextNumber(tx: Tx, series: InvoiceSeries, financialYear: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.series, invoiceCounters.financialYear],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('the invoice counter returned no row');
  return row.lastNumber;
}

export async function insertInvoice(tx: Tx, invoice: NewInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** An order's invoice and credit notes, oldest first. */
export async function findInvoicesOfOrder(db: DbOrTx, orderId: number): Promise<InvoiceRow[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
}

export async function findInvoice(db: DbOrTx, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

/** The order's invoice (not a credit note), if one was issued. */
export async function findOrderInvoice(db: DbOrTx, orderId: number): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.series, 'INVOICE')));
  return row;
}

/** The papers of one India day, invoices then credit notes, each in number order. */
export async function findInvoicesOnDay(db: DbOrTx, day: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.invoiceDate, day))
    .orderBy(desc(invoices.series), asc(invoices.sequence));
}

/** The papers dated from `from` to `to` (India days, both included): invoices, then credit notes, each in number order. */
export async function findInvoicesBetween(db: DbOrTx, from: string, to: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(between(invoices.invoiceDate, from, to))
    .orderBy(desc(invoices.series), asc(invoices.financialYear), asc(invoices.sequence));
}

/** The papers of these orders, by order, oldest first: what an order's answer links to. */
export async function findInvoiceLinks(db: DbOrTx, orderIds: readonly number[]) {
  const byOrder = new Map<number, InvoiceLink[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      id: invoices.id,
      orderId: invoices.orderId,
      series: invoices.series,
      title: sql<string>`${invoices.document} ->> 'title'`,
      number: invoices.number,
      invoiceDate: invoices.invoiceDate,
    })
    .from(invoices)
    .where(inArray(invoices.orderId, [...orderIds]))
    .orderBy(asc(invoices.id));
  for (const { orderId, ...link } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), link]);
  return byOrder;
}
