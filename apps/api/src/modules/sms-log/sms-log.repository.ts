import type { SmsListQuery, SmsMessage } from '@farm/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { iso } from '../../lib/dates.js';
import type { MessageFailure } from '../../lib/message-failure.js';
import { offsetOf } from '../../lib/paging.js';
import { smsMessages } from './sms-log.table.js';

type SmsRow = typeof smsMessages.$inferSelect;

function toSmsMessage(row: SmsRow): SmsMessage {
  return {
    id: row.id,
    to: row.toNumber,
    body: row.body,
    provider: row.provider,
    status: row.status,
    error: row.error,
    errorDetail: row.errorDetail,
    createdAt: iso(row.createdAt),
    sentAt: iso(row.sentAt),
  };
}

export async function insertSmsMessage(
  db: DbOrTx,
  values: { to: string; body: string; provider: string; status: SmsRow['status'] },
): Promise<number> {
  const [row] = await db
    .insert(smsMessages)
    .values({ toNumber: values.to, body: values.body, provider: values.provider, status: values.status })
    .returning({ id: smsMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function markSmsSent(db: DbOrTx, id: number) {
  await db
    .update(smsMessages)
    .set({ status: 'sent', sentAt: sql`now()` as unknown as Date, error: null, errorDetail: null })
    .where(eq(smsMessages.id, id));
}

export async function markSmsFailed(db: DbOrTx, id: number, failure: MessageFailure) {
  await db
    .update(smsMessages)
    .set({ status: 'failed', error: failure.code, errorDetail: failure.detail })
    .where(eq(smsMessages.id, id));
}

/** Newest first. */
export async function listSmsMessages(db: DbOrTx, query: SmsListQuery) {
  const filters: SQL[] = [];
  if (query.to) filters.push(eq(smsMessages.toNumber, query.to));
  if (query.status) filters.push(eq(smsMessages.status, query.status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .where(where)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(query.size)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(smsMessages).where(where),
  ]);
  return { items: rows.map(toSmsMessage), total: total?.n ?? 0 };
}
