import type { InvoiceSummary } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { iso } from '../../lib/dates.js';
import {
  findInvoice,
  findInvoicesBetween,
  findInvoicesOfOrder,
  findInvoicesOnDay,
  type InvoiceRow,
} from './invoice.repository.js';
import { renderInvoicesPdf } from './invoice-pdf.js';
import { findOrderOwner } from './invoice-source.repository.js';

/** Who asks: a customer sees only their own orders' papers (404 for anyone else's), staff all. */
export type InvoiceReader = { kind: 'customer'; id: number } | { kind: 'staff' };

const mayRead = (reader: InvoiceReader, customerId: number) =>
  reader.kind === 'staff' || reader.id === customerId;

function toSummary(row: InvoiceRow): InvoiceSummary {
  const { document } = row;
  return {
    id: row.id,
    series: row.series,
    title: document.title,
    number: row.number,
    invoiceDate: row.invoiceDate,
    orderId: row.orderId,
    buyerName: document.buyer.name,
    placeOfSupply: row.placeOfSupply,
    taxableValue: row.taxableValue,
    tax: row.cgst + row.sgst + row.igst,
    invoiceTotal: document.totals.invoiceTotal,
    credits: document.credits?.number ?? null,
    issuedAt: iso(row.issuedAt),
  };
}

export async function orderInvoices(
  db: DbOrTx,
  reader: InvoiceReader,
  orderId: number,
): Promise<InvoiceSummary[]> {
  const owner = await findOrderOwner(db, orderId);
  if (owner === undefined || !mayRead(reader, owner)) throw notFound('Order');
  return (await findInvoicesOfOrder(db, orderId)).map(toSummary);
}

/** One paper as PDF, with the file name it downloads as (`AGF-26-27-000123.pdf`). */
export async function invoicePdf(db: DbOrTx, reader: InvoiceReader, id: number) {
  const row = await findInvoice(db, id);
  if (!row || !mayRead(reader, row.customerId)) throw notFound('Invoice');
  return { pdf: await renderInvoicesPdf([row.document]), fileName: `${row.number.replaceAll('/', '-')}.pdf` };
}

export async function dayInvoices(db: DbOrTx, day: string): Promise<InvoiceSummary[]> {
  return (await findInvoicesOnDay(db, day)).map(toSummary);
}

/** The papers of a period (the GST report's month), invoices then credit notes. */
export async function periodInvoices(db: DbOrTx, from: string, to: string): Promise<InvoiceSummary[]> {
  return (await findInvoicesBetween(db, from, to)).map(toSummary);
}

/** A day's papers in one PDF to print; a day without any is 404, not an empty file. */
export async function dayInvoicesPdf(db: DbOrTx, day: string) {
  const rows = await findInvoicesOnDay(db, day);
  if (rows.length === 0) throw notFound(`Invoices of ${day}`);
  return { pdf: await renderInvoicesPdf(rows.map((r) => r.document)), fileName: `invoices-${day}.pdf` };
}
