import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages sent through the storefront's contact form (the spec's "contact-us"). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    email: text('email'),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);
