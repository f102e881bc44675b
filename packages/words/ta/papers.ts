import type { OrderStatus } from '@farm/contract';
import { dayText, slotWindowIn, slotWindowText } from '@farm/contract';
import type { PackingOrder, PaperStop, PaperWords } from '../shapes.js';
import address from './address.json' with { type: 'json' };

/** A state as the staff's screens say it (addresses store the English name, decision 0053). */
function tamilState(state: string): string {
  const states: Record<string, string> = address.address.states;
  return Object.hasOwn(states, state) ? (states[state] ?? state) : state;
}

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

function tamilDoorMoney(stop: PaperStop, rupees: (paise: number) => string): string {
  if (stop.codToCollect > 0) return `${rupees(stop.codToCollect)} வாங்கவும்`;
  if (stop.paymentMethod === 'ONLINE') return 'ஆன்லைனில் கட்டியாச்சு';
  if (stop.collectedBy === 'UPI') return `வாசலில் UPI · ${rupees(stop.total)}`;
  if (stop.collectedBy === 'CASH') return `பணம் வாங்கியாச்சு · ${rupees(stop.total)}`;
  return 'வாங்க எதுவும் இல்லை';
}

export const PAPERS: PaperWords = {
  packingTitle: (day) => `பேக்கிங் பட்டியல் — ${dayText(day, 'ta')}`,
  packingSummary: (orders, products) => `${orders} ஆர்டர்கள் · ${products} பொருட்கள்`,
  committedTitle: 'இந்த நாளுக்கான சந்தா (உருவானதும் மொத்தத்தில் சேர்ந்திருக்கும்)',
  committedLine: (l) =>
    `${l.quantity} × ${l.translations.ta?.name || l.productName} — ${l.areaTranslations.ta?.name || l.areaName}, ${slotWindowIn(slotWindowText(l.startsAt, l.endsAt), 'ta')} (${l.subscriptions})`,
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
