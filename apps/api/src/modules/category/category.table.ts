import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    /** Categories that orders still refer to (through products) are archived, not deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    translations: translationsColumn<'name' | 'description'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);
