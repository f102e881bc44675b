import { MESSAGE_FAILURES } from '@farm/contract/plain/notification';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every SMS the shop sends; with the `outbox` provider this is where they stay. */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    provider: text('provider').notNull(),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    /** Why the gateway did not take it (a `MESSAGE_FAILURES` code), and what it or the network said. */
    error: text('error', { enum: MESSAGE_FAILURES }),
    errorDetail: text('error_detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt)],
);
