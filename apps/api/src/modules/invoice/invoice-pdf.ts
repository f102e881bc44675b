import { SHOP_LOCALE } from '@farm/contract/plain/locale';
import { a4Document, type Doc, heightOf, MUTED, RULE, write } from '../../lib/pdf/pdf-document.js';
import type { InvoiceDocument, InvoiceLine } from './invoice-document.js';
import { drawLogo } from './invoice-logo.js';

type Column = {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell(line: InvoiceLine, n: number): string;
};

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;
const BOTTOM = 841.89 - 60;

const money = (paise: number) =>
  (paise / 100).toLocaleString(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rate = (percent: number) => `${percent.toLocaleString(SHOP_LOCALE, { maximumFractionDigits: 2 })}%`;
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(SHOP_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

function columnsFor(document: InvoiceDocument): Column[] {
  const base: Column[] = [
    { header: '#', width: 18, align: 'left', cell: (_l, n) => String(n) },
    { header: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { header: 'HSN', width: 38, align: 'left', cell: (l) => l.hsnCode ?? '—' },
    // A credit for value alone (a refund, no goods back) has no quantity.
    {
      header: 'Qty',
      width: 52,
      align: 'right',
      cell: (l) => (l.quantity ? `${l.quantity} × ${l.unit}` : '—'),
    },
  ];
  const taxed = document.kind !== 'BILL_OF_SUPPLY';
  const tax: Column[] = !taxed
    ? []
    : [
        { header: 'Taxable ₹', width: 62, align: 'right', cell: (l) => money(l.taxableValue) },
        { header: 'Rate', width: 34, align: 'right', cell: (l) => rate(l.ratePercent) },
        ...(document.interState
          ? [
              {
                header: 'IGST ₹',
                width: 58,
                align: 'right' as const,
                cell: (l: InvoiceLine) => money(l.igst),
              },
            ]
          : [
              {
                header: 'CGST ₹',
                width: 52,
                align: 'right' as const,
                cell: (l: InvoiceLine) => money(l.cgst),
              },
              {
                header: 'SGST ₹',
                width: 52,
                align: 'right' as const,
                cell: (l: InvoiceLine) => money(l.sgst),
              },
            ]),
      ];
  const amount: Column = { header: 'Amount ₹', width: 66, align: 'right', cell: (l) => money(l.amount) };
  const columns = [...base, ...tax, amount];
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const description = columns[1] as Column;
  description.width = WIDTH - fixed;
  return columns;
}

function tableHeader(doc: Doc, columns: Column[], y: number): number {
  doc.rect(MARGIN, y, WIDTH, 18).fill('#e8f0ef');
  let x = MARGIN;
  for (const column of columns) {
    write(doc, column.header, x + 3, y + 4, {
      width: column.width - 6,
      bold: true,
      size: 8,
      align: column.align,
    });
    x += column.width;
  }
  return y + 18;
}

function header(doc: Doc, document: InvoiceDocument): number {
  drawLogo(doc, MARGIN, MARGIN, 44);
  const { supplier } = document;
  const left = MARGIN + 54;
  write(doc, supplier.name, left, MARGIN, { width: 250, bold: true, size: 13 });
  let y = doc.y + 2;
  for (const line of supplier.address) {
    write(doc, line, left, y, { width: 250, color: MUTED });
    y = doc.y;
  }
  write(doc, `${supplier.state} (state code ${supplier.stateCode})`, left, y, { width: 250, color: MUTED });
  y = doc.y;
  if (supplier.gstin) write(doc, `GSTIN ${supplier.gstin}`, left, y, { width: 250, bold: true });
  if (supplier.fssaiNumber) write(doc, `FSSAI Lic. No. ${supplier.fssaiNumber}`, left, doc.y, { width: 250 });
  const contact = [supplier.phone, supplier.email].filter(Boolean).join(' · ');
  if (contact) write(doc, contact, left, doc.y, { width: 250, color: MUTED });
  const leftEnd = doc.y;

  const right = MARGIN + WIDTH - 200;
  write(doc, document.title.toUpperCase(), right, MARGIN, {
    width: 200,
    bold: true,
    size: document.title.length > 14 ? 11 : 14,
    align: 'right',
  });
  const facts = [
    [document.credits ? 'Credit note no.' : 'Invoice no.', document.number],
    ['Date', longDate(document.invoiceDate)],
    ...(document.credits
      ? [['Against invoice', `${document.credits.number} of ${longDate(document.credits.invoiceDate)}`]]
      : []),
    ['Order', `#${document.orderId}`],
    ['Place of supply', `${document.placeOfSupply.state} (${document.placeOfSupply.stateCode})`],
    ['Reverse charge', 'No'],
  ];
  let factY = doc.y + 4;
  for (const [label, value] of facts) {
    write(doc, `${label}: ${value}`, right, factY, { width: 200, align: 'right' });
    factY = doc.y;
  }
  y = Math.max(leftEnd, factY) + 10;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + WIDTH, y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();

  const { buyer } = document;
  write(doc, 'Bill to and ship to', MARGIN, y + 8, { width: WIDTH, bold: true, size: 8, color: MUTED });
  write(doc, buyer.name, MARGIN, doc.y + 1, { width: WIDTH, bold: true, size: 10 });
  // No mobile number, even on a paper that kept one (decision 0045).
  write(doc, [...buyer.address, `${buyer.state} (state code ${buyer.stateCode})`].join(', '), MARGIN, doc.y, {
    width: WIDTH,
  });
  return doc.y + 12;
}

function lines(doc: Doc, document: InvoiceDocument, start: number): number {
  const columns = columnsFor(document);
  let y = tableHeader(doc, columns, start);
  document.lines.forEach((line, index) => {
    const height = Math.max(...columns.map((c) => heightOf(doc, c.cell(line, index + 1), c.width - 6))) + 8;
    if (y + height > BOTTOM) {
      doc.addPage();
      y = tableHeader(doc, columns, MARGIN);
    }
    let x = MARGIN;
    let bottom = y + height;
    for (const column of columns) {
      write(doc, column.cell(line, index + 1), x + 3, y + 4, {
        width: column.width - 6,
        align: column.align,
      });
      // The row is as tall as its tallest cell as printed, in case a measure fell short.
      bottom = Math.max(bottom, doc.y + 4);
      x += column.width;
    }
    y = bottom;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + WIDTH, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  });
  return y;
}

function totals(doc: Doc, document: InvoiceDocument, start: number): number {
  const t = document.totals;
  const rows: [string, string, boolean?][] = [];
  if (document.kind !== 'BILL_OF_SUPPLY') {
    rows.push(['Taxable value', money(t.taxableValue)]);
    if (document.interState) rows.push(['IGST', money(t.igst)]);
    else rows.push(['CGST', money(t.cgst)], ['SGST', money(t.sgst)]);
  }
  // Papers issued before decision 0044 were rounded to the rupee: they keep their round-off line.
  if (t.roundOff !== 0) {
    rows.push(['Total of lines (tax included)', money(t.amount)]);
    rows.push(['Round off', `${t.roundOff > 0 ? '+' : ''}${money(t.roundOff)}`]);
  }
  rows.push([document.credits ? 'Credit note total ₹' : 'Invoice total ₹', money(t.invoiceTotal), true]);
  let y = start + 8;
  if (y + rows.length * 14 > BOTTOM) {
    doc.addPage();
    y = MARGIN;
  }
  for (const [label, value, bold] of rows) {
    write(doc, label, MARGIN + WIDTH - 260, y, { width: 180, bold, align: 'right', size: bold ? 11 : 9 });
    write(doc, value, MARGIN + WIDTH - 80, y, { width: 80, bold, align: 'right', size: bold ? 11 : 9 });
    y += bold ? 18 : 14;
  }
  return y;
}

function footer(doc: Doc, document: InvoiceDocument, y: number) {
  const notes = [
    document.kind === 'BILL_OF_SUPPLY'
      ? 'Bill of supply: the goods are nil-rated or exempt, and no GST is charged.'
      : 'Prices include GST; the tax inside each line is shown above.',
    'This is a computer-generated document and needs no signature.',
  ];
  let at = Math.max(y + 16, BOTTOM - 50);
  if (at > BOTTOM) {
    doc.addPage();
    at = MARGIN;
  }
  write(doc, `For ${document.supplier.name}`, MARGIN, at, { width: WIDTH, bold: true, align: 'right' });
  write(doc, notes.join(' '), MARGIN, doc.y + 6, { width: WIDTH, size: 8, color: MUTED });
}

/**
 * Invoices, bills of supply and credit notes as A4 PDF, each on its own page(s), as they were
 * issued (CGST rule 46): supplier with GSTIN and FSSAI number, buyer, place of supply, lines with
 * HSN, taxable value, rate and tax (delivery on a line of its own), the totals: what was paid.
 */
export function renderInvoicesPdf(documents: InvoiceDocument[]): Promise<Buffer> {
  const title = documents.length === 1 ? `${documents[0]?.title} ${documents[0]?.number}` : 'Invoices';
  const { doc, bytes } = a4Document(title, MARGIN);
  for (const document of documents) {
    doc.addPage();
    const y = totals(doc, document, lines(doc, document, header(doc, document)));
    footer(doc, document, y);
  }
  doc.end();
  return bytes;
}
