import type { DbOrTx } from '../../db/client.js';
import { type TemplateKey, TemplateRefusal, templateFor } from './message-templates.js';
import { insertMessagesOnce, type NewMessage } from './notification.repository.js';
import type { CustomerMessageEvent } from './notification.table.js';
import { renderMessage } from './render-message.js';

export type CustomerMessageInput = {
  event: Exclude<
    CustomerMessageEvent,
    'placed' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled' | 'refunded'
  >;
  /** What the message is about (`notify-<request id>`, `otp-<code id>`): one message each, ever. */
  subject: string;
  to: string;
  templateKey: TemplateKey;
  values: Record<string, string>;
  /** The customer's language; none: English. */
  language?: string | null;
  /** Not worth sending after this (a code's expiry). */
  expiresAt?: Date;
};

/**
 * Writes one SMS about no order (back in stock, a code) into the outbox, inside the transaction
 * that caused it (decision 0046): its template's key, values and language; the sender renders it,
 * and so does staff's screen (no text is stored, issue 31). Values the template cannot take write
 * the row `refused` with the reason. Answers the row's id, or none when the subject has one.
 */
export async function queueCustomerMessage(tx: DbOrTx, input: CustomerMessageInput) {
  const row = {
    orderId: null,
    event: input.event,
    eventKey: input.subject,
    channel: 'sms' as const,
    toNumber: input.to,
    templateKey: input.templateKey,
    values: input.values,
    language: input.language ?? null,
    expiresAt: input.expiresAt ?? null,
  };
  let checked: Pick<NewMessage, 'template' | 'status' | 'error' | 'errorDetail'>;
  try {
    checked = { template: renderMessage(row).template, status: 'pending', error: null, errorDetail: null };
  } catch (err) {
    if (!(err instanceof TemplateRefusal)) throw err;
    const template = templateFor(input.templateKey, row.language);
    checked = {
      template: template.dltTemplateId,
      status: 'refused',
      error: err.failure.code,
      errorDetail: err.failure.detail,
    };
  }
  const [id] = await insertMessagesOnce(tx, [{ ...row, ...checked }]);
  return id;
}
