import { dayText, type Language, type OrderMessageEvent, rupeesText, slotWindowIn } from '@farm/contract';
import { WORDS } from '@farm/words';
import type { DeliverySnapshot } from '../delivery/delivery.table.js';
import {
  DLT_VARIABLE_MAX,
  fitsVariable,
  MESSAGE_TEMPLATES,
  type MessageTemplate,
  type TemplateName,
} from './message-templates.js';
import { notComingText } from './not-coming-words.js';

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
      return facts.delivery?.kind === 'OWN' ? pick('shippedOwn', slotFacts(facts)) : courierShipped(facts);
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
 * When it is expected is kept as its dates; the sender words them (`valuesIn`).
 */
function courierShipped(facts: OrderMessageFacts) {
  const common = {
    shop: facts.shopName,
    order: String(facts.orderId),
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

/**
 * The facts the `slot` and `expected` places are worded from, kept in the row instead of their
 * English (issue 31): the sender words them in the language it sends in (`valuesIn`).
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

/** A courier's expected days in a language (packages/words/<language>/values.ts). */
function expectedText(
  delivery: Pick<DeliverySnapshot, 'expectedFrom' | 'expectedTo'> | null,
  language: Language,
) {
  return WORDS[language].values.expected(
    delivery?.expectedFrom ?? undefined,
    delivery?.expectedTo ?? undefined,
  );
}

/**
 * A row's values in the language it is sent in, for the template's places (`places`): a value kept
 * in that language too (`product:ta`) in its place, and `slot` and `expected` worded from the facts
 * the row keeps (`slotDay`, `slotWindow`, `expectedFrom`/`expectedTo`): `Thu 26 Nov, 5-8 am` (a
 * plain hyphen keeps the SMS in the GSM alphabet), `26 நவ. வியாழன், காலை 5–8`. A Tamil wording
 * longer than a `{#var#}` place drops the weekday, else says it in English. A row written before
 * the facts were kept keeps the words it was written with.
 */
export function valuesIn(
  values: Record<string, string>,
  language: Language,
  places: readonly string[],
): Record<string, string> {
  const worded = { ...values };
  // A value given in the language too (`product:ta`, staff's Tamil name) stands in that language.
  for (const [key, value] of Object.entries(values)) {
    const [name, of] = key.split(':');
    if (name && of === language && language !== 'en') worded[name] = value;
  }
  if (places.includes('slot') && values.slotDay) {
    const day = values.slotDay;
    const window = (language: Language) =>
      values.slotWindow ? slotWindowIn(values.slotWindow, language) : undefined;
    const slot = (dayWords: string, language: Language) => {
      const hours = window(language);
      return hours ? `${dayWords}, ${hours}` : dayWords;
    };
    const english = gsm(slot(dayText(day), 'en'));
    worded.slot =
      language === 'en'
        ? english
        : firstFitting(
            WORDS[language].values.slotDays(day).map((words) => slot(words, language)),
            english,
          );
  }
  // A subscription's day not coming: the reason's code, worded now (`deliveryRefused`).
  if (places.includes('why')) {
    const why = notComingText(values.notComing, language);
    if (why) worded.why = why;
  }
  if (places.includes('expected')) {
    const dates =
      values.expectedFrom && values.expectedTo
        ? { expectedFrom: values.expectedFrom, expectedTo: values.expectedTo }
        : null;
    const english = expectedText(dates, 'en');
    worded.expected = language === 'en' ? english : firstFitting([expectedText(dates, language)], english);
  }
  return worded;
}

function firstFitting(candidates: string[], fallback: string): string {
  return candidates.find((text) => text.length <= DLT_VARIABLE_MAX) ?? fallback;
}

function gsm(text: string): string {
  return text.replaceAll(/[–—]/g, '-');
}
