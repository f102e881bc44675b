import {
  type CustomerMessage,
  type CustomerMessageListQuery,
  type MessageChannel,
  ORDER_MESSAGE_EVENTS,
  type OrderMessageEvent,
} from '@farm/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';
import { customers } from '../customer/customer.table.js';
import { orderEvents, orders } from '../order/order.table.js';
import { customerMessageAttempts, customerMessages, messagePreferences } from './notification.table.js';
import { shownBody } from './render-message.js';

export type MessageRow = typeof customerMessages.$inferSelect;
export type NewMessage = typeof customerMessages.$inferInsert;

/** The order, its customer's number and their message choices, as a message about it needs them. */
export async function findOrderForMessage(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({
      orderId: orders.id,
      total: orders.total,
      delivery: orders.delivery,
      deliveryDate: orders.deliveryDate,
      mobileNumber: customers.mobileNumber,
      erasedAt: customers.erasedAt,
      whatsapp: messagePreferences.whatsapp,
      orderUpdates: messagePreferences.orderUpdates,
      // What staff wrote when they shipped it: a courier's name and tracking number (issue 32.5).
      tracking: sql<string | null>`(select ${orderEvents.note} from ${orderEvents}
        where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.status} = 'SHIPPED'
        order by ${orderEvents.createdAt} desc, ${orderEvents.id} desc limit 1)`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(messagePreferences, eq(messagePreferences.customerId, orders.customerId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * New outbox rows; one already there for the same order (or subject), event and channel stays as
 * it is. Answers the ids of the rows written.
 */
export async function insertMessagesOnce(db: DbOrTx, rows: NewMessage[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const written = await db
    .insert(customerMessages)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: customerMessages.id });
  return written.map((row) => row.id);
}

/**
 * Claims up to `limit` messages that are due (pending and their time has come) or abandoned (a
 * sender's lease ran out): each becomes `sending` under this claim until `leaseUntil`. Rows another
 * sender is claiming at this moment are skipped, so two senders never take the same row. A message
 * waits while an earlier one to the same order and channel is unsent: a customer never reads
 * "delivered" before "placed". Oldest first. Each claimed row takes the language it is sent in.
 */
export async function claimDueMessages(
  db: DbOrTx,
  claim: {
    now: Date;
    leaseUntil: Date;
    token: string;
    limit: number;
    /** Only these rows (a code sent at once after its commit). */
    ids?: number[];
  },
): Promise<MessageRow[]> {
  const due = db
    .select({ id: customerMessages.id })
    .from(customerMessages)
    .where(
      and(
        claim.ids ? inArray(customerMessages.id, claim.ids) : undefined,
        or(
          and(
            eq(customerMessages.status, 'pending'),
            or(isNull(customerMessages.nextAttemptAt), lte(customerMessages.nextAttemptAt, claim.now)),
          ),
          and(eq(customerMessages.status, 'sending'), lt(customerMessages.leaseUntil, claim.now)),
        ),
        notExists(
          db
            .select({ id: earlier.id })
            .from(earlier)
            .where(
              and(
                eq(earlier.orderId, customerMessages.orderId),
                eq(earlier.channel, customerMessages.channel),
                lt(earlier.id, customerMessages.id),
                inArray(earlier.status, ['pending', 'sending']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(customerMessages.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(customerMessages)
    .set({
      status: 'sending',
      leaseUntil: claim.leaseUntil,
      claimToken: claim.token,
      attempts: sql`${customerMessages.attempts} + 1`,
      // An order's message goes in its customer's language as it is now (the switch may have moved
      // since the row was written); a message about no order keeps the language it was written in.
      language: sql`coalesce((select ${customers.locale} from ${orders}
        join ${customers} on ${customers.id} = ${orders.customerId}
        where ${orders.id} = ${customerMessages.orderId}), ${customerMessages.language})`,
    })
    .where(inArray(customerMessages.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

/** The same table, as the earlier messages of one order and channel. */
const earlier = alias(customerMessages, 'earlier');

/**
 * Ends a claim with its outcome and records the attempt, in one statement: the outcome only while
 * the claim is still this sender's (a late sender whose lease ran out cannot overwrite a newer
 * claim's), the attempt always. `sentAt` and `nextAttemptAt` are left as they were when not given.
 */
export async function finishClaim(
  db: DbOrTx,
  claim: { id: number; token: string },
  outcome: Pick<MessageRow, 'status' | 'error' | 'errorDetail'> & {
    sentAt?: Date;
    nextAttemptAt?: Date;
    /** New values (a code masked once its message is done with). */
    values?: Record<string, string>;
    /** The template it went as (the DLT id or WhatsApp name of the language it went in). */
    template?: string;
  },
  attempt: { provider: string; result: (typeof customerMessageAttempts.$inferInsert)['result']; at: Date },
): Promise<void> {
  const m = customerMessages;
  const a = customerMessageAttempts;
  await db.execute(sql`
    with finished as (
      update ${m} set ${sql.identifier(m.status.name)} = ${outcome.status},
        ${sql.identifier(m.error.name)} = ${outcome.error},
        ${sql.identifier(m.errorDetail.name)} = ${outcome.errorDetail},
        ${sql.identifier(m.sentAt.name)} = coalesce(${outcome.sentAt?.toISOString() ?? null}::timestamptz, ${m.sentAt}),
        ${sql.identifier(m.nextAttemptAt.name)} =
          coalesce(${outcome.nextAttemptAt?.toISOString() ?? null}::timestamptz, ${m.nextAttemptAt}),
        ${sql.identifier(m.values.name)} =
          coalesce(${outcome.values ? JSON.stringify(outcome.values) : null}::jsonb, ${m.values}),
        ${sql.identifier(m.template.name)} = coalesce(${outcome.template ?? null}::text, ${m.template}),
        ${sql.identifier(m.leaseUntil.name)} = null, ${sql.identifier(m.claimToken.name)} = null
      where ${m.id} = ${claim.id} and ${m.claimToken} = ${claim.token} and ${m.status} = 'sending'
      returning ${m.id})
    insert into ${a} (${sql.identifier(a.messageId.name)}, ${sql.identifier(a.provider.name)},
      ${sql.identifier(a.result.name)}, ${sql.identifier(a.error.name)}, ${sql.identifier(a.errorDetail.name)},
      ${sql.identifier(a.at.name)})
    values (${claim.id}, ${attempt.provider}, ${attempt.result}, ${outcome.error}, ${outcome.errorDetail},
      ${attempt.at.toISOString()}::timestamptz)`);
}

/** An order's messages, oldest first, with their attempts. */
export async function findOrderMessages(db: DbOrTx, orderId: number): Promise<CustomerMessage[]> {
  const rows = await db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.orderId, orderId))
    .orderBy(asc(customerMessages.id));
  return withAttempts(db, rows);
}

/** One channel's messages, newest first (the staff's outbox view). */
export async function findChannelMessages(
  db: DbOrTx,
  channel: MessageChannel,
  query: CustomerMessageListQuery,
) {
  const filters: SQL[] = [eq(customerMessages.channel, channel), isNotNull(customerMessages.orderId)];
  if (query.status) filters.push(eq(customerMessages.status, query.status));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customerMessages)
      .where(where)
      .orderBy(desc(customerMessages.createdAt), desc(customerMessages.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(customerMessages).where(where),
  ]);
  return { items: await withAttempts(db, rows), total: total?.n ?? 0 };
}

async function withAttempts(db: DbOrTx, rows: MessageRow[]): Promise<CustomerMessage[]> {
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(customerMessageAttempts)
        .where(inArray(customerMessageAttempts.messageId, ids))
        .orderBy(asc(customerMessageAttempts.id))
    : [];
  return rows
    .flatMap(({ orderId, event, ...row }) =>
      orderId === null || !isOrderEvent(event) ? [] : [{ ...row, orderId, event }],
    )
    .map((row) => ({
      id: row.id,
      orderId: row.orderId,
      event: row.event,
      channel: row.channel,
      to: row.toNumber,
      template: row.template,
      templateKey: row.templateKey,
      body: shownBody(row),
      status: row.status,
      error: row.error,
      errorDetail: row.errorDetail,
      createdAt: iso(row.createdAt),
      sentAt: iso(row.sentAt),
      attempts: attempts
        .filter((a) => a.messageId === row.id)
        .map((a) => ({
          at: iso(a.at),
          channel: row.channel,
          provider: a.provider,
          result: a.result,
          error: a.error,
          errorDetail: a.errorDetail,
        })),
    }));
}

function isOrderEvent(event: string): event is OrderMessageEvent {
  return (ORDER_MESSAGE_EVENTS as readonly string[]).includes(event);
}

export async function findPreferences(db: DbOrTx, customerId: number) {
  const [row] = await db
    .select()
    .from(messagePreferences)
    .where(eq(messagePreferences.customerId, customerId));
  return row;
}

export async function upsertPreferences(
  db: DbOrTx,
  customerId: number,
  values: { whatsapp: boolean; orderUpdates: boolean; eveningReminders: boolean; updatedAt: Date },
) {
  const [row] = await db
    .insert(messagePreferences)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: messagePreferences.customerId, set: values })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function orderExists(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  return row !== undefined;
}
