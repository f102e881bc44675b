import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps, translationsColumn } from '../../db/columns.js';
import { staffUsers } from '../user/user.table.js';

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    translations: translationsColumn<'name' | 'description'>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('blog_categories_name_key').on(sql`lower(${t.name})`)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    blogCategoryId: integer('blog_category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    /** Markdown-ish plain text; rendered escaped by the web app, never as raw HTML. */
    content: text('content').notNull(),
    excerpt: text('excerpt'),
    coverImageUrl: text('cover_image_url'),
    published: boolean('published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: integer('author_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    translations: translationsColumn<'title' | 'content' | 'excerpt'>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug),
    index('blogs_category_idx').on(t.blogCategoryId, t.published),
    index('blogs_published_idx').on(t.published, t.publishedAt),
  ],
);
