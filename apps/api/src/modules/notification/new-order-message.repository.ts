import type { MessageFailureCode } from '@farm/contract';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** The fragment's own placeholders, named apart from the statement that carries it. */
const v = (name: string) => sql.placeholder(`message_${name}`);

/**
 * The outbox rows of an order its statement is writing, as a fragment of that statement (the
 * checkout's order insert): the checkout knows the order, so nothing is read first and no round trip
 * is added. The customer's choices are applied here as `queueOrderMessages` applies them after its
 * read: SMS always, WhatsApp only to those who opted in, non-essential events not to those who opted
 * out, nothing to an erased customer; the number is the customer's. One row per order, event and
 * channel (`on conflict do nothing`). Its values: `newOrderMessageValues`; `queue` false writes none
 * (an online order's "placed" waits for its payment).
 */
export function newOrderMessagesSql(orderId: SQLWrapper, customerId: SQLWrapper): SQL {
  return sql`insert into customer_messages (order_id, event, event_key, channel, to_number, template_key,
      template_values, template, status, error, error_detail)
    select ${orderId}::int, ${v('event')}::text, ${v('eventKey')}::text, c.channel,
      cu.mobile_number, ${v('templateKey')}::text, ${v('values')}::jsonb, c.template,
      ${v('status')}::text, ${v('error')}::text, ${v('errorDetail')}::text
    from customers cu
    cross join (values ('sms', ${v('smsTemplate')}::text), ('whatsapp', ${v('whatsappTemplate')}::text))
      as c(channel, template)
    left join message_preferences p on p.customer_id = cu.id
    where ${v('queue')}::boolean and cu.id = ${customerId}::int and cu.erased_at is null
      and (c.channel = 'sms' or coalesce(p.whatsapp, false))
      and (${v('essential')}::boolean or coalesce(p.order_updates, true))
    on conflict do nothing
    returning id`;
}

export type NewOrderMessages = {
  event: string;
  eventKey: string;
  templateKey: string;
  values: Record<string, string>;
  smsTemplate: string;
  whatsappTemplate: string;
  status: 'pending' | 'refused';
  error: MessageFailureCode | null;
  errorDetail: string | null;
  essential: boolean;
};

/** The fragment's placeholder values: `messages`, or none to be written. */
export function newOrderMessagesParams(messages: NewOrderMessages | null): Record<string, unknown> {
  const m = messages;
  return {
    message_queue: m !== null,
    message_event: m?.event ?? null,
    message_eventKey: m?.eventKey ?? null,
    message_templateKey: m?.templateKey ?? null,
    message_values: m ? JSON.stringify(m.values) : null,
    message_smsTemplate: m?.smsTemplate ?? null,
    message_whatsappTemplate: m?.whatsappTemplate ?? null,
    message_status: m?.status ?? null,
    message_error: m?.error ?? null,
    message_errorDetail: m?.errorDetail ?? null,
    message_essential: m?.essential ?? false,
  };
}
