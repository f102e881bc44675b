import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staffUsers } from '../user/user.table.js';

/** Uploaded files; stored under generated names, never the uploader's. */
export const media = pgTable(
  'media',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type').notNull(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    uploadedBy: integer('uploaded_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_file_name_key').on(t.fileName),
    check('media_kind_check', sql`${t.kind} in ('image', 'video')`),
    check('media_size_check', sql`${t.byteSize} > 0`),
  ],
);
