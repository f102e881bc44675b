import { BANNER_TYPES } from '@farm/contract/plain/statuses';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';

export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    type: text('type', { enum: BANNER_TYPES }).notNull(),
    mediaUrl: text('media_url').notNull(),
    linkUrl: text('link_url'),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    translations: translationsColumn<'title'>(),
    ...timestamps,
  },
  (t) => [
    index('banners_type_idx').on(t.type, t.active, t.position),
    check('banners_type_check', sql`${t.type} in ('default', 'image', 'video')`),
  ],
);
