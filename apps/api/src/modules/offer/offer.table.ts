import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.js';

export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    discountPercent: integer('discount_percent'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check(
      'offers_discount_check',
      sql`${t.discountPercent} is null or (${t.discountPercent} between 1 and 100)`,
    ),
    check(
      'offers_period_check',
      sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);
