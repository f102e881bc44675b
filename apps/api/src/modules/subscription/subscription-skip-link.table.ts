import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscription.table.js';

/**
 * The evening reminder's skip links used (issue 34.2): a link names one subscription and one day, so
 * its use is that pair, once. A second use answers "already skipped" and appends no change.
 */
export const subscriptionSkipLinkUses = pgTable(
  'subscription_skip_link_uses',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.day] })],
);
