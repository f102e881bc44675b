import { createHmac } from 'node:crypto';
import type { OrderEntity, PaymentEntity, RefundEntity } from './entities.js';
import { unixNow } from './ids.js';

/**
 * The events the stand-in sends, named as in Razorpay's lists
 * (https://razorpay.com/docs/webhooks/payments, /webhooks/orders, /webhooks/refunds).
 * There is no `payment.refunded` among them: a refund is told by `refund.*` events carrying the
 * payment with its new `amount_refunded` and `refund_status`.
 */
export type WebhookEventName =
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'order.paid'
  | 'refund.created'
  | 'refund.processed';

/** The entities an event carries, in the order its `contains` lists them. */
export type EventEntities = { payment?: PaymentEntity; order?: OrderEntity; refund?: RefundEntity };

/**
 * The body exactly as it is sent and signed, serialised when the event happens: like Razorpay's,
 * it shows the entities as they were then (a payment.authorized shows the payment authorised).
 * `{ entity: 'event', account_id, event, contains, payload: { payment: { entity } … }, created_at }`.
 */
export function eventBody(accountId: string, event: WebhookEventName, entities: EventEntities): string {
  const contains = Object.keys(entities);
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  return JSON.stringify({
    entity: 'event',
    account_id: accountId,
    event,
    contains,
    payload,
    created_at: unixNow(),
  });
}

/** `X-Razorpay-Signature`: hex HMAC-SHA256 of the raw body with the webhook secret. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}
