import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared-statement.js';

const v = (name: string) => sql.placeholder(name);

/**
 * The outbox rows of an order written a moment ago, in one statement: the checkout knows the
 * order, so nothing is read first. The customer's choices are applied here as
 * `queueOrderMessages` applies them after its read: SMS always, WhatsApp only to those who opted
 * in, non-essential events not to those who opted out, nothing to an erased customer; the number
 * is the customer's. One row per order, event and channel (`on conflict do nothing`).
 */
const insertMessages = preparedStatement<{ id: number }>(
  'notification_insert_new_order_messages',
  () => sql`
    insert into customer_messages (order_id, event, event_key, channel, to_number, template, variables,
      body, status, error)
    select ${v('orderId')}::int, ${v('event')}::text, ${v('eventKey')}::text, c.channel,
      cu.mobile_number, c.template, ${v('variables')}::text[], ${v('body')}::text, ${v('status')}::text,
      ${v('error')}::text
    from customers cu
    cross join (values ('sms', ${v('smsTemplate')}::text), ('whatsapp', ${v('whatsappTemplate')}::text))
      as c(channel, template)
    left join message_preferences p on p.customer_id = cu.id
    where cu.id = ${v('customerId')}::int and cu.erased_at is null
      and (c.channel = 'sms' or coalesce(p.whatsapp, false))
      and (${v('essential')}::boolean or coalesce(p.order_updates, true))
    on conflict do nothing
    returning id`,
);

export type NewOrderMessages = {
  orderId: number;
  customerId: number;
  event: string;
  eventKey: string;
  smsTemplate: string;
  whatsappTemplate: string;
  variables: string[];
  body: string;
  status: 'pending' | 'refused';
  error: string | null;
  essential: boolean;
};

export async function insertNewOrderMessages(tx: Tx, messages: NewOrderMessages): Promise<number> {
  return (await insertMessages(tx, messages)).length;
}
