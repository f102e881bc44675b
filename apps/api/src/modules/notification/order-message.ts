import { dayText, type OrderMessageEvent, rupeesText } from '@farm/contract';
import type { DeliverySnapshot } from '../delivery/delivery.table.js';
import {
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
        ? pick('shippedOwn', { slot: slotText(facts) })
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
  const expected = expectedText(facts.delivery);
  const common = { shop: facts.shopName, order: String(facts.orderId), expected };
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

/** `Mon 30 Nov to Wed 2 Dec`, or `in a few days` when the area gave no dates. */
function expectedText(delivery: DeliverySnapshot | null): string {
  const from = delivery?.expectedFrom;
  const to = delivery?.expectedTo;
  if (!from || !to) return 'in a few days';
  return from === to ? `on ${dayText(from)}` : `${dayText(from)} to ${dayText(to)}`;
}

function gsm(text: string): string {
  return text.replaceAll(/[–—]/g, '-');
}
