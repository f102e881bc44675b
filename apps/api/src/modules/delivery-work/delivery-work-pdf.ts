import type { Language, PackingList, RouteSheet } from '@farm/contract';
import { SHOP_LOCALE } from '@farm/contract/plain/locale';
import { displayMobile } from '@farm/contract/plain/mobile';
import { WORDS } from '@farm/words';
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

const MARGIN = 36;
const WIDTH = A4.width - 2 * MARGIN;

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString(SHOP_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const itemsText = (items: { name: string; quantity: number }[]) =>
  items.map((i) => `${i.quantity} × ${i.name}`).join(', ');

/** A stop with bottles to speak of: some to hand over, held or counted (not a ghee order of a new customer). */
function hasBottles(bottles: RouteSheet['stops'][number]['bottles']): bottles is NonNullable<typeof bottles> {
  return Boolean(bottles && (bottles.given || bottles.balance || bottles.collected));
}

const room = (doc: Doc, y: number, height: number) => roomBelow(doc, y, height, MARGIN);
const rule = (doc: Doc, y: number) => ruleAcross(doc, y, MARGIN);

function heading(doc: Doc, title: string, subtitle: string): number {
  write(doc, title, MARGIN, MARGIN, { width: WIDTH, bold: true, size: 15 });
  write(doc, subtitle, MARGIN, doc.y + 2, { width: WIDTH, size: 10, color: MUTED });
  const y = doc.y + 8;
  rule(doc, y);
  return y + 8;
}

/** A day's packing list on A4, in the reader's language: totals per product, then each order with its lines. */
export function renderPackingPdf(list: PackingList, language: Language = 'en'): Promise<Buffer> {
  const words = WORDS[language].papers;
  const title = words.packingTitle(list.date);
  const { doc, bytes } = a4Document(title, MARGIN);
  doc.addPage();
  let y = heading(doc, title, words.packingSummary(list.orders.length, list.products.length));
  write(doc, words.product, MARGIN, y, { width: 300, bold: true });
  write(doc, words.quantity, MARGIN + 320, y, { width: 80, bold: true, align: 'right' });
  write(doc, words.orders, MARGIN + 420, y, { width: 80, bold: true, align: 'right' });
  y += 16;
  for (const product of list.products) {
    y = room(doc, y, heightOf(doc, product.name, 300) + 2);
    write(doc, product.name, MARGIN, y, { width: 300 });
    const nameEnd = doc.y;
    write(doc, String(product.quantity), MARGIN + 320, y, { width: 80, align: 'right' });
    write(doc, String(product.orders), MARGIN + 420, y, { width: 80, align: 'right' });
    y = Math.max(nameEnd, doc.y) + 2;
  }
  if (list.committed.length > 0) {
    y = room(doc, y + 8, 30);
    write(doc, words.committedTitle, MARGIN, y, { width: WIDTH, bold: true });
    y = doc.y + 2;
    for (const line of list.committed) {
      const text = words.committedLine(line);
      y = room(doc, y, heightOf(doc, text, WIDTH) + 2);
      write(doc, text, MARGIN, y, { width: WIDTH });
      y = doc.y + 2;
    }
  }
  y = room(doc, y + 10, 40);
  rule(doc, y);
  y += 8;
  // Who on the left half, where and when on the right; the items below the taller of the two.
  const half = (WIDTH - 16) / 2 - 6;
  for (const order of list.orders) {
    const who = `#${order.orderId}  ${order.customerName}`;
    const where = words.orderWhere(order);
    const items = itemsText(order.items);
    const height =
      Math.max(heightOf(doc, who, half, 9, true), heightOf(doc, where, half)) +
      heightOf(doc, items, WIDTH - 24) +
      12;
    y = room(doc, y, height);
    doc
      .rect(MARGIN, y + 1, 9, 9)
      .lineWidth(0.8)
      .strokeColor('#1d2a2a')
      .stroke();
    write(doc, who, MARGIN + 16, y, { width: half, bold: true });
    const whoEnd = doc.y;
    write(doc, where, MARGIN + WIDTH - half, y, { width: half, align: 'right', color: MUTED });
    write(doc, items, MARGIN + 16, Math.max(whoEnd, doc.y) + 2, { width: WIDTH - 24 });
    y = doc.y + 8;
    rule(doc, y - 3);
  }
  doc.end();
  return bytes;
}

/**
 * A route's sheet on A4, in the reader's language: each stop with address, phone, items, the cash
 * to take and boxes to tick.
 */
export function renderRoutePdf(sheet: RouteSheet, language: Language = 'en'): Promise<Buffer> {
  const words = WORDS[language].papers;
  const title = words.routeTitle(sheet.areaName, sheet.date, sheet.window);
  const { doc, bytes } = a4Document(title, MARGIN);
  doc.addPage();
  let y = heading(doc, title, words.routeSummary(sheet.stops.length, rupees(sheet.codToCollect)));
  // Each line of a stop starts below the one before, as tall as its text is (a long name wraps).
  const column = WIDTH - 150;
  for (const stop of sheet.stops) {
    const name = `${stop.position}. ${stop.customerName}${stop.subscription ? ` · ${words.subscription}` : ''}`;
    const reach = words.reach(stop.orderId, displayMobile(stop.phone));
    const town = `${stop.city}, ${words.state(stop.state)}`;
    const address = [...stop.streetLines, town, stop.pincode].join(', ');
    const note = stop.customerNote ? words.customerNote(stop.customerNote) : '';
    const items = itemsText(stop.items);
    const bottles = hasBottles(stop.bottles)
      ? words.bottles(stop.bottles.given, stop.bottles.balance, stop.outcome ? stop.bottles.collected : null)
      : '';
    const height =
      heightOf(doc, name, column, 11, true) +
      heightOf(doc, reach, column) +
      heightOf(doc, address, column) +
      (note ? heightOf(doc, note, column, 9, true) + 2 : 0) +
      heightOf(doc, items, column) +
      (bottles ? heightOf(doc, bottles, column, 9, true) + 2 : 0) +
      40;
    y = room(doc, y, height);
    write(doc, name, MARGIN, y, { width: column, bold: true, size: 11 });
    const nameEnd = doc.y;
    write(doc, words.doorMoney(stop, rupees), MARGIN + WIDTH - 140, y, {
      width: 140,
      bold: true,
      size: 11,
      align: 'right',
    });
    write(doc, reach, MARGIN, nameEnd + 2, { width: column, color: MUTED });
    write(doc, address, MARGIN, doc.y + 2, { width: column });
    if (note) write(doc, note, MARGIN, doc.y + 2, { width: column, bold: true });
    write(doc, items, MARGIN, doc.y + 4, { width: column });
    if (bottles) write(doc, bottles, MARGIN, doc.y + 2, { width: column, bold: true });
    const boxY = doc.y + 6;
    const outcomes = stop.subscription ? words.subscriptionOutcomes : words.outcomes;
    outcomes.forEach((label, i) => {
      const x = MARGIN + i * 110;
      doc.rect(x, boxY, 9, 9).lineWidth(0.8).strokeColor('#1d2a2a').stroke();
      write(doc, label, x + 13, boxY - 1, { width: i === 2 ? 160 : 95 });
    });
    if (stop.codToCollect > 0) write(doc, words.cashTaken, MARGIN + 340, boxY - 1, { width: 160 });
    y = boxY + 24;
    rule(doc, y - 6);
  }
  if (sheet.stops.length === 0) write(doc, words.noStops, MARGIN, y, { width: WIDTH });
  doc.end();
  return bytes;
}
