import { z } from 'zod';
import { idSchema, pageQuerySchema, shopUrlSchema, text, timestampSchema } from './common';
import { BANNER_TYPES } from './plain/statuses';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

export const BANNER_TRANSLATED = ['title'] as const;

/** Where a banner shows: the home carousel (`default`), an image strip or a video slot. */
export const bannerTypeSchema = z.enum(BANNER_TYPES);

export const bannerCreateSchema = z.strictObject({
  title: text(120),
  type: bannerTypeSchema,
  mediaUrl: shopUrlSchema,
  linkUrl: shopUrlSchema.nullish(),
  /** Lower positions show first; ties by id. */
  position: z.number().int().min(0).max(100_000).optional(),
  active: z.boolean().optional(),
  translations: translationsSchema(BANNER_TRANSLATED, 240).optional(),
});
export type BannerCreate = z.infer<typeof bannerCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const bannerUpdateSchema = bannerCreateSchema.partial();
export type BannerUpdate = z.infer<typeof bannerUpdateSchema>;

export const bannerSchema = z.object({
  id: idSchema,
  title: z.string(),
  type: bannerTypeSchema,
  mediaUrl: z.string(),
  linkUrl: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
  translations: translationsReadSchema(BANNER_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListQuerySchema = pageQuerySchema.extend({
  type: bannerTypeSchema.optional(),
  /** Staff only: filter on the active flag (the public only ever sees active banners). */
  active: z.stringbool().optional(),
  missing: missingTranslationSchema,
});
export type BannerListQuery = z.infer<typeof bannerListQuerySchema>;
