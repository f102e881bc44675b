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
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('sms_messages_created_idx').on(t.createdAt)],
);
