import { z } from 'zod';
import { idSchema, pageQuerySchema, shopUrlSchema, text, timestampSchema } from './common';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

export const BLOG_CONTENT_MAX = 50_000;
export const BLOG_EXCERPT_MAX = 500;
export const BLOG_CATEGORY_TRANSLATED = ['name', 'description'] as const;
export const BLOG_TRANSLATED = ['title', 'content', 'excerpt'] as const;

// Blog categories

export const blogCategoryCreateSchema = z.strictObject({
  name: text(80),
  description: text(2000).nullish(),
  translations: translationsSchema(BLOG_CATEGORY_TRANSLATED, 2000).optional(),
});
export type BlogCategoryCreate = z.infer<typeof blogCategoryCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const blogCategoryUpdateSchema = blogCategoryCreateSchema.partial();
export type BlogCategoryUpdate = z.infer<typeof blogCategoryUpdateSchema>;

export const blogCategorySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** Published blogs in the category. */
  blogCount: z.number().int(),
  translations: translationsReadSchema(BLOG_CATEGORY_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogCategoryListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  missing: missingTranslationSchema,
});
export type BlogCategoryListQuery = z.infer<typeof blogCategoryListQuerySchema>;

// Blogs

export const blogCreateSchema = z.strictObject({
  title: text(200),
  blogCategoryId: z.number().int().positive().max(2_147_483_647),
  /** Plain text or markdown, stored as given; the web app renders it escaped, never as HTML. */
  content: z
    .string()
    .max(BLOG_CONTENT_MAX)
    .refine((v) => v.trim().length > 0, 'must not be empty'),
  /** When absent, the first ~200 characters of the content serve as the excerpt. */
  excerpt: text(BLOG_EXCERPT_MAX).nullish(),
  coverImageUrl: shopUrlSchema.nullish(),
  /** Defaults to true; drafts (false) are visible to staff only. */
  published: z.boolean().optional(),
  translations: translationsSchema(BLOG_TRANSLATED, BLOG_CONTENT_MAX).optional(),
});
export type BlogCreate = z.infer<typeof blogCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const blogUpdateSchema = blogCreateSchema.partial();
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;

export const blogSchema = z.object({
  id: idSchema,
  title: z.string(),
  slug: z.string(),
  blogCategoryId: idSchema,
  blogCategory: z.object({
    id: idSchema,
    name: z.string(),
    translations: translationsReadSchema(['name'] as const),
  }),
  content: z.string(),
  /** The staff-written excerpt, or one derived from the content (so too its translations'). */
  excerpt: z.string(),
  coverImageUrl: z.string().nullable(),
  published: z.boolean(),
  /** When the blog was first published; null for a draft that never was. */
  publishedAt: timestampSchema.nullable(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  translations: translationsReadSchema(BLOG_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Blog = z.infer<typeof blogSchema>;

/** What lists carry: everything but the (possibly long) content. */
export const blogSummarySchema = blogSchema
  .omit({ content: true })
  .extend({ translations: translationsReadSchema(['title', 'excerpt'] as const) });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogListQuerySchema = pageQuerySchema.extend({
  blogCategoryId: idSchema.optional(),
  /** Words of the title. */
  q: z.string().trim().max(100).optional(),
  /** Staff filter; the public only ever sees published blogs. */
  published: z.stringbool().optional(),
  missing: missingTranslationSchema,
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /blogs/slug/{slug}. */
export const blogSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });
