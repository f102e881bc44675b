import { z } from 'zod';
import { idSchema, pageQuerySchema, paiseSchema, shopUrlSchema, text, timestampSchema } from './common';
import type { FieldErrorCode } from './plain/field-codes';
import { OFFER_SCOPES } from './plain/statuses';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

/**
 * Where an offer stands now: `inactive` (switched off by staff), `scheduled` (starts later),
 * `expired` (ended), otherwise `active`. Only active offers are public.
 */
export const OFFER_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** ISO 8601 with a zone (`Z` or `+05:30`), so that "midnight" means the same to everyone. */
export const instantSchema = z.iso.datetime({ offset: true });

export const offerScopeSchema = z.enum(OFFER_SCOPES);

/** At most this many categories or products named by one offer. */
export const MAX_OFFER_TARGETS = 200;
export const OFFER_TRANSLATED = ['title', 'description'] as const;

const targetIdsSchema = z.array(idSchema).max(MAX_OFFER_TARGETS);

const offerFields = z.strictObject({
  title: text(120),
  description: text(2000).nullish(),
  imageUrl: shopUrlSchema.nullish(),
  translations: translationsSchema(OFFER_TRANSLATED, 2000).optional(),
  /** A percentage off each unit's price; or else `discountAmount`, never both. */
  discountPercent: z.number().int().min(1).max(100).nullish(),
  /** Paise off each unit's price (at most the price itself). */
  discountAmount: paiseSchema.min(1).nullish(),
  /** What it discounts; an offer without `appliesTo` is shown but discounts nothing (as offers were before). */
  appliesTo: offerScopeSchema.optional(),
  categoryIds: targetIdsSchema.optional(),
  productIds: targetIdsSchema.optional(),
  /** Applies only when the order's items at list price come to at least this (paise). */
  minOrderValue: paiseSchema.min(1).nullish(),
  /** Applies only to a customer's first order (none placed before, cancelled ones aside). */
  firstOrderOnly: z.boolean().optional(),
  startsAt: instantSchema.nullish(),
  endsAt: instantSchema.nullish(),
  active: z.boolean().optional(),
});

type OfferShape = {
  discountPercent?: number | null | undefined;
  discountAmount?: number | null | undefined;
  appliesTo?: (typeof OFFER_SCOPES)[number] | undefined;
  categoryIds?: number[] | undefined;
  productIds?: number[] | undefined;
};

/**
 * What a discounting offer lacks to discount what it says it applies to: the categories or products
 * it names. Shared by the schema (create) and the API (an edit that changes the targets).
 */
export function missingTargets(
  value: OfferShape,
): { path: string[]; code: FieldErrorCode; message: string } | undefined {
  // An offer that takes nothing off is only shown, and needs nothing to apply to.
  if (value.discountPercent == null && value.discountAmount == null) return undefined;
  if (value.appliesTo === 'categories' && !value.categoryIds?.length) {
    return {
      path: ['categoryIds'],
      code: 'TARGET_CATEGORY_MISSING',
      message: 'Choose at least one category',
    };
  }
  if (value.appliesTo === 'products' && !value.productIds?.length) {
    return { path: ['productIds'], code: 'TARGET_PRODUCT_MISSING', message: 'Name at least one product' };
  }
  return undefined;
}

function checkDiscount(value: OfferShape, ctx: z.RefinementCtx) {
  if (value.discountPercent != null && value.discountAmount != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['discountAmount'],
      message: 'Give a percentage or an amount off, not both',
    });
  }
}

/** An offer's period, when both ends are given, must not end before it starts. */
export function checkPeriod(
  value: { startsAt?: string | null | undefined; endsAt?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
  }
}

export const offerCreateSchema = offerFields.superRefine((value, ctx) => {
  checkPeriod(value, ctx);
  checkDiscount(value, ctx);
  const missing = missingTargets(value);
  if (missing) ctx.addIssue({ code: 'custom', path: missing.path, message: missing.message });
});
export type OfferCreate = z.infer<typeof offerCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const offerUpdateSchema = offerFields.partial().superRefine((value, ctx) => {
  checkPeriod(value, ctx);
  checkDiscount(value, ctx);
});
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

export const offerSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  discountAmount: z.number().int().nullable(),
  appliesTo: offerScopeSchema,
  categoryIds: z.array(idSchema),
  productIds: z.array(idSchema),
  minOrderValue: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  active: z.boolean(),
  status: offerStatusSchema,
  translations: translationsReadSchema(OFFER_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListQuerySchema = pageQuerySchema.extend({
  /** Staff filter; the public only ever sees active offers. */
  status: offerStatusSchema.optional(),
  missing: missingTranslationSchema,
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
