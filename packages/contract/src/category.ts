import { z } from 'zod';
import { idSchema, pageQuerySchema, shopUrlSchema, text, timestampSchema } from './common';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

export const CATEGORY_TRANSLATED = ['name', 'description'] as const;

export const categoryCreateSchema = z.strictObject({
  name: text(80),
  description: text(2000).nullish(),
  imageUrl: shopUrlSchema.nullish(),
  translations: translationsSchema(CATEGORY_TRANSLATED, 2000).optional(),
});
export type CategoryCreate = z.infer<typeof categoryCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const categoryUpdateSchema = categoryCreateSchema.partial();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Active products in the category. */
  productCount: z.number().int(),
  archived: z.boolean(),
  translations: translationsReadSchema(CATEGORY_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  /** Staff may list archived categories too. */
  includeArchived: z.stringbool().optional(),
  missing: missingTranslationSchema,
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
