import type { DoorPaymentKind, Language, OrderStatus, PackingList } from '@farm/contract';
import {
  dayText,
  doorMoneyText,
  ORDER_STATUS_LABELS,
  slotWindowIn,
  slotWindowText,
  stopsText,
} from '@farm/contract';
import { tamilState } from './paper-states';

type Stop = {
  codToCollect: number;
  paymentMethod: string;
  total: number;
  collectedBy: DoorPaymentKind | null;
};
type PackingOrder = PackingList['orders'][number];
type Committed = PackingList['committed'][number];

/**
 * The words of the packing list and the route sheet in the staff member's language (decision 0053:
 * papers in their reader's language). Names, addresses and notes print as they were written, Tamil
 * or English, in the fonts their letters need (lib/pdf).
 */
export type PaperWords = {
  packingTitle: (day: string) => string;
  packingSummary: (orders: number, products: number) => string;
  product: string;
  quantity: string;
  orders: string;
  /** Where and when an order goes, on the packing list (its day is the list's). */
  orderWhere: (order: PackingOrder) => string;
  /** The day's subscriptions per product and round, from their calendars (issue 34.6). */
  committedTitle: string;
  committedLine: (line: Committed) => string;
  routeTitle: (area: string, day: string, window: string) => string;
  routeSummary: (stops: number, cash: string) => string;
  reach: (orderId: number, phone: string) => string;
  customerNote: (note: string) => string;
  doorMoney: (stop: Stop, rupees: (paise: number) => string) => string;
  outcomes: readonly [string, string, string];
  /** A subscription's stop (issue 34.5): its mark, and its boxes (the third: asked to skip at the door). */
  subscription: string;
  subscriptionOutcomes: readonly [string, string, string];
  /** Returnable bottles at a stop: to hand over, the customer's balance, the empties (counted or a blank). */
  bottles: (given: number, balance: number, collected: number | null) => string;
  cashTaken: string;
  noStops: string;
  /** A stop's state (stored in English) as the reader's language names it. */
  state: (state: string) => string;
};

const ENGLISH: PaperWords = {
  packingTitle: (day) => `Packing list — ${dayText(day)}`,
  packingSummary: (orders, products) => `${orders} orders · ${products} products`,
  committedTitle: 'Subscribed for this day (already in the totals once generated)',
  committedLine: (l) =>
    `${l.quantity} × ${l.productName} — ${l.areaName}, ${slotWindowText(l.startsAt, l.endsAt)} (${l.subscriptions})`,
  product: 'Product',
  quantity: 'Quantity',
  orders: 'Orders',
  orderWhere: (order) =>
    `${order.areaName ?? 'No area'} · ${order.deliveryText} · ${ORDER_STATUS_LABELS[order.status]}`,
  routeTitle: (area, day, window) => `Route — ${area}, ${dayText(day)}, ${window}`,
  routeSummary: (stops, cash) => `${stopsText(stops)} · cash to collect ${cash}`,
  reach: (orderId, phone) => `Order #${orderId} · ${phone}`,
  customerNote: (note) => `Customer's note: ${note}`,
  doorMoney: doorMoneyText,
  outcomes: ['Delivered', 'Not home', 'Refused'],
  subscription: 'Subscription',
  subscriptionOutcomes: ['Delivered', 'Not home', 'Asked to skip'],
  bottles: (given, balance, collected) =>
    `Bottles: hand over ${given} · with the customer ${balance} · empties back ${collected ?? '____'}`,
  cashTaken: 'Cash taken: ₹ ________',
  noStops: 'No orders on this route.',
  state: (state) => state,
};

/** An order's state as the farm's helpers say it. */
const TAMIL_STATUSES: Readonly<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'பணம் வரவில்லை',
  PLACED: 'புதிய ஆர்டர்',
  CONFIRMED: 'உறுதியானது',
  PACKED: 'பேக் ஆனது',
  SHIPPED: 'அனுப்பியாச்சு',
  DELIVERED: 'கொடுத்தாச்சு',
  CANCELLED: 'ரத்து',
  RETURNED: 'திரும்பி வந்தது',
};

function tamilWhen(order: PackingOrder): string {
  if (order.kind === 'OWN' && order.window) return slotWindowIn(order.window, 'ta');
  if (order.kind === 'COURIER') return 'கூரியர்';
  return order.kind === 'OWN' ? 'பண்ணை வண்டி' : 'டெலிவரி பதிவாகவில்லை';
}

function tamilDoorMoney(stop: Stop, rupees: (paise: number) => string): string {
  if (stop.codToCollect > 0) return `${rupees(stop.codToCollect)} வாங்கவும்`;
  if (stop.paymentMethod === 'ONLINE') return 'ஆன்லைனில் கட்டியாச்சு';
  if (stop.collectedBy === 'UPI') return `வாசலில் UPI · ${rupees(stop.total)}`;
  if (stop.collectedBy === 'CASH') return `பணம் வாங்கியாச்சு · ${rupees(stop.total)}`;
  return 'வாங்க எதுவும் இல்லை';
}

const TAMIL: PaperWords = {
  packingTitle: (day) => `பேக்கிங் பட்டியல் — ${dayText(day, 'ta')}`,
  packingSummary: (orders, products) => `${orders} ஆர்டர்கள் · ${products} பொருட்கள்`,
  committedTitle: 'இந்த நாளுக்கான சந்தா (உருவானதும் மொத்தத்தில் சேர்ந்திருக்கும்)',
  committedLine: (l) =>
    `${l.quantity} × ${l.translations.ta?.name || l.productName} — ${l.areaName}, ${slotWindowIn(slotWindowText(l.startsAt, l.endsAt), 'ta')} (${l.subscriptions})`,
  product: 'பொருள்',
  quantity: 'எண்ணிக்கை',
  orders: 'ஆர்டர்கள்',
  orderWhere: (order) =>
    `${order.areaName ?? 'பகுதி இல்லை'} · ${tamilWhen(order)} · ${TAMIL_STATUSES[order.status]}`,
  routeTitle: (area, day, window) =>
    `டெலிவரி வழி — ${area}, ${dayText(day, 'ta')}, ${slotWindowIn(window, 'ta')}`,
  routeSummary: (stops, cash) => `${stops} வீடுகள் · வசூலிக்க வேண்டியது ${cash}`,
  reach: (orderId, phone) => `ஆர்டர் #${orderId} · ${phone}`,
  customerNote: (note) => `வாடிக்கையாளர் குறிப்பு: ${note}`,
  doorMoney: tamilDoorMoney,
  outcomes: ['கொடுத்தாச்சு', 'வீட்டில் இல்லை', 'மறுத்தார்'],
  subscription: 'சந்தா',
  subscriptionOutcomes: ['கொடுத்தாச்சு', 'வீட்டில் இல்லை', 'இன்று வேண்டாம் என்றார்'],
  bottles: (given, balance, collected) =>
    `பாட்டில்கள்: கொடுக்க ${given} · அவரிடம் ${balance} · திரும்ப வாங்கியது ${collected ?? '____'}`,
  cashTaken: 'வாங்கிய பணம்: ₹ ________',
  noStops: 'இந்த வழியில் ஆர்டர் எதுவும் இல்லை.',
  state: tamilState,
};

export const PAPER_WORDS: Readonly<Record<Language, PaperWords>> = { en: ENGLISH, ta: TAMIL };
