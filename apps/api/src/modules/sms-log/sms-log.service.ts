import type { SmsListQuery } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { pageInfo } from '../../lib/paging.js';
import { listSmsMessages } from './sms-log.repository.js';

/** The notification log staff read: every SMS the shop sent or, with `outbox`, only stored. */
export async function listSmsLogPage(db: Db, query: SmsListQuery) {
  const { items, total } = await listSmsMessages(db, query);
  return { items, page: pageInfo(query, total) };
}
