import { ESSENTIAL_ORDER_MESSAGES, type MessageChannel, type OrderMessageEvent } from '@farm/contract';
import type { Tx } from '../../db/client.js';
import type { MessageFailure } from '../../lib/message-failure.js';
import { getShopSettings } from '../settings/index.js';
import { fillTemplate, TemplateRefusal } from './message-templates.js';
import { newOrderMessagesParams } from './new-order-message.repository.js';
import { findOrderForMessage, insertMessagesOnce } from './notification.repository.js';
import { type OrderMessageFacts, orderMessageOf, valuesIn } from './order-message.js';

export type QueueOptions = {
  /** A second event of one kind on one order (each partial refund): what tells it apart. */
  eventKey?: string;
  /** `refunded`: the amount given back, in paise. */
  refundAmount?: number;
  /** The shop's name, when the caller has its settings already (checkout reads them first). */
  shopName?: string;
};

/**
 * Writes the messages an order event sends, inside the transaction that moved the order
 * (a transactional outbox, decision 0034): one row per channel the customer gets, never a second
 * for the same order, event and channel (a retried request adds nothing). Sending happens later,
 * off the request path. Non-essential events respect the customer's opt-out; WhatsApp only goes to
 * customers who opted in; an erased customer gets nothing. Values the registered template cannot
 * take (a shop name over DLT's 30 characters) are written as `refused`, with the reason, for staff
 * to see: the order still moves.
 */
export async function queueOrderMessages(
  tx: Tx,
  orderId: number,
  event: OrderMessageEvent,
  options: QueueOptions = {},
): Promise<number> {
  const order = await findOrderForMessage(tx, orderId);
  if (!order || order.erasedAt) return 0;
  const essential = ESSENTIAL_ORDER_MESSAGES.includes(event);
  if (!essential && order.orderUpdates === false) return 0;
  const channels: MessageChannel[] = order.whatsapp ? ['sms', 'whatsapp'] : ['sms'];
  const shopName = options.shopName ?? (await getShopSettings(tx)).farmName;
  const { name, values, template, refusal } = messageOf(event, {
    orderId,
    total: order.total,
    delivery: order.delivery,
    deliveryDate: order.deliveryDate,
    shopName,
    tracking: order.tracking,
    refundAmount: options.refundAmount,
  });
  const written = await insertMessagesOnce(
    tx,
    channels.map((channel) => ({
      orderId,
      event,
      eventKey: options.eventKey ?? '',
      channel,
      toNumber: order.mobileNumber,
      templateKey: name,
      values,
      language: null,
      template: channel === 'sms' ? template.dltTemplateId : template.whatsappName,
      ...(refusal ? { status: 'refused' as const, error: refusal.code, errorDetail: refusal.detail } : {}),
    })),
  );
  return written.length;
}

/**
 * `queueOrderMessages` for an order the checkout is writing: the order's facts are known, so its
 * messages are written by the order's own statement without reading it back, with the same choices
 * of the customer's applied in SQL (`newOrderMessagesSql`). These are that fragment's values.
 */
export function newOrderMessages(
  order: Omit<OrderMessageFacts, 'refundAmount'>,
  event: OrderMessageEvent,
): Record<string, unknown> {
  const { name, values, template, refusal } = messageOf(event, order);
  return newOrderMessagesParams({
    event,
    eventKey: '',
    templateKey: name,
    values,
    smsTemplate: template.dltTemplateId,
    whatsappTemplate: template.whatsappName,
    essential: ESSENTIAL_ORDER_MESSAGES.includes(event),
    ...(refusal
      ? { status: 'refused', error: refusal.code, errorDetail: refusal.detail }
      : { status: 'pending', error: null, errorDetail: null }),
  });
}

/**
 * The event's template (its key, and its values as the row keeps them: facts, no words of ours,
 * issue 31) and why the template refuses them, if it does (tried in English: the customer's
 * language is not known yet). The sender renders the row by key and language when it sends it;
 * the row keeps no text.
 */
function messageOf(event: OrderMessageEvent, facts: OrderMessageFacts) {
  const { name, template, values: given } = orderMessageOf(event, facts);
  const values = Object.fromEntries(
    Object.entries(given).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]])),
  );
  let refusal: MessageFailure | null = null;
  try {
    fillTemplate(template, valuesIn(values, 'en', template.variables));
  } catch (err) {
    if (!(err instanceof TemplateRefusal)) throw err;
    refusal = err.failure;
  }
  return { name, values, template, refusal };
}
