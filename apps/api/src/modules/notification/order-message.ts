import {
  dayText,
  type Language,
  type OrderMessageEvent,
  rupeesText,
  slotWindowIn,
  tamilShortDayText,
} from '@farm/contract';
import type { DeliverySnapshot } from '../delivery/delivery.table.js';
import {
  DLT_VARIABLE_MAX,
  fitsVariable,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  type TemplateName,
} from './message-templates.js';

/** What a message about an order may say: the order as it is now, and the refund that caused it. */
export type OrderMessageFacts = {
  orderId: number;
  total: number;
  delivery: DeliverySnapshot | null;
  deliveryDate: string | null;
  shopName: string;
  /** The courier and number staff wrote when they shipped it ("DTDC D12345678"), if any. */
  tracking?: string | null | undefined;
  /** `refunded`: the amount given back, in paise. */
  refundAmount?: number | undefined;
};

/** The template an event uses and the values for its `{#var#}` places (fillTemplate checks them). */
export function orderMessageOf(
  event: OrderMessageEvent,
  facts: OrderMessageFacts,
): { name: TemplateName; template: MessageTemplate; values: Record<string, string | undefined> } {
  const common = { shop: facts.shopName, order: String(facts.orderId) };
  const pick = (name: TemplateName, values: Record<string, string | undefined>) => ({
    name,
    template: MESSAGE_TEMPLATES[name],
    values: { ...common, ...values },
  });
  switch (event) {
    case 'placed':
      return pick('placed', { amount: amountText(facts.total) });
    case 'confirmed':
      return pick('confirmed', {});
    case 'shipped':
      return facts.delivery?.kind === 'OWN'
        ? pick('shippedOwn', { slot: slotText(facts), ...slotFacts(facts) })
        : courierShipped(facts);
    case 'delivered':
      return pick('delivered', {});
    case 'cancelled':
      return pick('cancelled', {});
    case 'refunded':
      return pick('refunded', {
        amount: facts.refundAmount === undefined ? undefined : amountText(facts.refundAmount),
      });
  }
}

/**
 * By courier: with the tracking staff gave when it fits a registered variable (one line, at most
 * DLT's 30 characters, no link), else the message without it (the order's page shows it whole).
 */
function courierShipped(facts: OrderMessageFacts) {
  const expected = expectedText(facts.delivery, 'en');
  const common = {
    shop: facts.shopName,
    order: String(facts.orderId),
    expected,
    ...expectedFacts(facts.delivery),
  };
  const tracking = facts.tracking?.trim();
  if (tracking && fitsVariable(gsm(tracking)))
    return {
      name: 'shippedCourierTracked' as const,
      template: MESSAGE_TEMPLATES.shippedCourierTracked,
      values: { ...common, tracking: gsm(tracking) },
    };
  return { name: 'shippedCourier' as const, template: MESSAGE_TEMPLATES.shippedCourier, values: common };
}

/** `3,000.00`: the template writes `Rs.` before it (₹ is not in the SMS alphabet). */
function amountText(paise: number): string {
  return rupeesText(paise).replace('₹', '');
}

/** The booked slot, `Thu 26 Nov, 5-8 am` (a plain hyphen keeps the SMS in the GSM alphabet). */
function slotText(facts: OrderMessageFacts): string | undefined {
  if (!facts.deliveryDate) return undefined;
  const day = dayText(facts.deliveryDate);
  const window = facts.delivery?.window;
  return gsm(window ? `${day}, ${window}` : day);
}

/**
 * The facts the `slot` and `expected` values are worded from, kept beside them in the row so that
 * the sender words them in the language it sends in (`valuesIn`); no template place shows them.
 */
function slotFacts(facts: OrderMessageFacts) {
  return {
    ...(facts.deliveryDate ? { slotDay: facts.deliveryDate } : {}),
    ...(facts.delivery?.window ? { slotWindow: facts.delivery.window } : {}),
  };
}

function expectedFacts(delivery: DeliverySnapshot | null) {
  const from = delivery?.expectedFrom;
  const to = delivery?.expectedTo;
  return from && to ? { expectedFrom: from, expectedTo: to } : {};
}

/** `Mon 30 Nov to Wed 2 Dec`, or `in a few days` when the area gave no dates; Tamil its own way. */
function expectedText(
  delivery: Pick<DeliverySnapshot, 'expectedFrom' | 'expectedTo'> | null,
  language: Language,
) {
  const from = delivery?.expectedFrom;
  const to = delivery?.expectedTo;
  if (language === 'ta') {
    if (!from || !to) return 'சில நாட்களில்';
    return from === to
      ? `${dayText(from, 'ta')} அன்று`
      : `${tamilShortDayText(from)}–${tamilShortDayText(to)} இடையே`;
  }
  if (!from || !to) return 'in a few days';
  return from === to ? `on ${dayText(from)}` : `${dayText(from)} to ${dayText(to)}`;
}

/**
 * A row's values in the language it is sent in: a value kept in that language too (`product:ta`)
 * in its place, and `slot` and `expected` worded again from the facts
 * kept beside them (`26 நவ. வியாழன், காலை 5–8`); English, or a row written without those facts, as
 * kept. A Tamil wording longer than a `{#var#}` place drops the weekday, else keeps the English.
 */
export function valuesIn(values: Record<string, string>, language: Language): Record<string, string> {
  if (language === 'en') return values;
  const worded = { ...values };
  // A value given in the language too (`product:ta`, staff's Tamil name) stands in that language.
  for (const [key, value] of Object.entries(values)) {
    const [name, of] = key.split(':');
    if (name && of === language) worded[name] = value;
  }
  if (values.slot !== undefined && values.slotDay) {
    const window = values.slotWindow ? slotWindowIn(values.slotWindow, language) : undefined;
    const slot = (day: string) => (window ? `${day}, ${window}` : day);
    worded.slot = firstFitting(
      [slot(dayText(values.slotDay, language)), slot(tamilShortDayText(values.slotDay))],
      values.slot,
    );
  }
  if (values.expected !== undefined) {
    const dates =
      values.expectedFrom && values.expectedTo
        ? { expectedFrom: values.expectedFrom, expectedTo: values.expectedTo }
        : null;
    worded.expected = firstFitting([expectedText(dates, language)], values.expected);
  }
  return worded;
}

function firstFitting(candidates: string[], fallback: string): string {
  return candidates.find((text) => text.length <= DLT_VARIABLE_MAX) ?? fallback;
}

function gsm(text: string): string {
  return text.replaceAll(/[–—]/g, '-');
}
