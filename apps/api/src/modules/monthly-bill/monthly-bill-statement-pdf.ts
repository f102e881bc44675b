import type { Language, Statement } from '@farm/contract';
import { SHOP_LOCALE } from '@farm/contract/plain/locale';
import { displayMobile } from '@farm/contract/plain/mobile';
import { WORDS } from '@farm/words';
import { indiaToday } from '../../lib/dates.js';
import {
  A4,
  a4Document,
  type Doc,
  heightOf,
  MUTED,
  roomBelow,
  ruleAcross,
  write,
} from '../../lib/pdf/pdf-document.js';

const MARGIN = 40;
const WIDTH = A4.width - 2 * MARGIN;
const DAY_WIDTH = 110;
const AMOUNT_WIDTH = 90;
const ITEMS_WIDTH = WIDTH - DAY_WIDTH - AMOUNT_WIDTH - 16;

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** An instant's India day, `2026-12-01`. */
const indiaDay = (at: string) => indiaToday(new Date(at));

const room = (doc: Doc, y: number, height: number) => roomBelow(doc, y, height, MARGIN);
const rule = (doc: Doc, y: number) => ruleAcross(doc, y, MARGIN);

/** A row of three cells: the left, the middle wrapping, the amount on the right; the y below it. */
function row(doc: Doc, y: number, cells: [string, string, string], bold = false): number {
  const height = Math.max(heightOf(doc, cells[1], ITEMS_WIDTH, 9, bold), heightOf(doc, cells[0], DAY_WIDTH));
  const top = room(doc, y, height + 4);
  write(doc, cells[0], MARGIN, top, { width: DAY_WIDTH, bold });
  write(doc, cells[1], MARGIN + DAY_WIDTH + 8, top, { width: ITEMS_WIDTH, bold });
  write(doc, cells[2], MARGIN + WIDTH - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, bold, align: 'right' });
  return top + height + 4;
}

/**
 * A customer's monthly statement on A4 in their language (issue 34.3): each day's delivery, the
 * credits and payments of the month, and the sum that makes the amount due.
 */
export function renderStatementPdf(
  statement: Statement,
  shop: { farmName: string; siteUrl: string },
  language: Language = 'en',
): Promise<Buffer> {
  const words = WORDS[language].statement;
  const title = words.title(statement.month);
  const { doc, bytes } = a4Document(title, MARGIN);
  doc.addPage();
  write(doc, shop.farmName, MARGIN, MARGIN, { width: WIDTH, bold: true, size: 11, color: MUTED });
  write(doc, title, MARGIN, doc.y + 2, { width: WIDTH, bold: true, size: 15 });
  write(doc, words.to(statement.customerName, displayMobile(statement.mobileNumber)), MARGIN, doc.y + 4, {
    width: WIDTH,
    size: 11,
  });
  write(doc, words.period(statement.from, statement.to), MARGIN, doc.y + 2, { width: WIDTH, color: MUTED });
  const state = statement.closedAt ? words.closed(indiaDay(statement.closedAt)) : words.open;
  write(doc, state, MARGIN, doc.y + 2, { width: WIDTH, color: MUTED });
  let y = doc.y + 8;
  rule(doc, y);
  // What is owed first, as a bill reads; the days that make it below.
  y += 8;
  const sums: [string, string][] = [
    [words.broughtForward, rupees(statement.broughtForwardPaise)],
    [words.deliveredTotal, `+ ${rupees(statement.deliveredPaise)}`],
    [words.creditsTotal, `− ${rupees(statement.creditsPaise)}`],
    [words.paymentsTotal, `− ${rupees(statement.paymentsPaise)}`],
  ];
  for (const [label, value] of sums) y = row(doc, y, ['', label, value]);
  const inCredit = statement.duePaise < 0;
  const due = rupees(Math.abs(statement.duePaise));
  y = row(doc, y + 2, ['', inCredit ? words.inCredit : words.due, due], true);
  write(doc, words.payNote(shop.siteUrl), MARGIN, y + 4, { width: WIDTH, color: MUTED });
  y = doc.y + 10;
  rule(doc, y);
  y = row(doc, y + 6, [words.day, words.delivered, words.amount], true);
  for (const day of statement.days) {
    const items = day.items.map((i) => `${i.quantity} × ${i.name}`).join(', ');
    const what = `${items}  (${words.order(day.orderId)})`;
    y = row(doc, y, [dayTextOf(day.day, language), what, rupees(day.amountPaise)]);
  }
  if (statement.days.length === 0) {
    write(doc, words.noDeliveries, MARGIN, y, { width: WIDTH, color: MUTED });
    y = doc.y + 4;
  }
  if (statement.credits.length > 0) {
    y = section(doc, y, words.credits);
    for (const c of statement.credits) {
      y = row(doc, y, [
        dayTextOf(indiaDay(c.at), language),
        c.note || words.creditReason[c.reason],
        `− ${rupees(c.amountPaise)}`,
      ]);
    }
  }
  if (statement.payments.length > 0) {
    y = section(doc, y, words.payments);
    for (const p of statement.payments) {
      const what = [words.method[p.method], p.reference].filter(Boolean).join(' · ');
      y = row(doc, y, [dayTextOf(indiaDay(p.receivedAt), language), what, `− ${rupees(p.amountPaise)}`]);
    }
  }
  doc.end();
  return bytes;
}

function dayTextOf(day: string, language: Language) {
  return STATEMENT_DAY[language](day);
}

const STATEMENT_DAY: Record<Language, (day: string) => string> = {
  en: (day) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
  ta: (day) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('ta-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }),
};

function section(doc: Doc, y: number, title: string): number {
  const top = room(doc, y + 8, 30);
  rule(doc, top);
  write(doc, title, MARGIN, top + 6, { width: WIDTH, bold: true });
  return doc.y + 4;
}
