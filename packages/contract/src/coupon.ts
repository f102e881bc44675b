import { z } from 'zod';
import { idSchema, pageQuerySchema, paiseSchema, text, timestampSchema, wordParamsSchema } from './common';
import { checkPeriod, instantSchema, offerStatusSchema } from './offer';
import { FIELD_ERROR_CODES, type FieldErrorCode } from './plain/field-codes';
import { missingTranslationSchema, translationsReadSchema, translationsSchema } from './translations';

/**
 * A coupon code as customers type it: 3 to 20 letters, digits, `-` or `_`, any case, spaces around
 * ignored. Kept and compared in capitals, so "ghee50" is GHEE50.
 */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,20}$/, 'Use 3 to 20 letters, digits, - or _');

export const COUPON_TRANSLATED = ['description'] as const;

const usesSchema = z.number().int().min(1).max(1_000_000);

const couponFields = z.strictObject({
  code: couponCodeSchema,
  /** What the customer reads beside the code, e.g. "₹50 off your first order". */
  description: text(200).nullish(),
  translations: translationsSchema(COUPON_TRANSLATED, 400).optional(),
  /** A percentage off the items after offers; or else `discountAmount`, never both. */
  discountPercent: z.number().int().min(1).max(100).nullish(),
  /** Paise off the items after offers (at most what they come to). */
  discountAmount: paiseSchema.min(1).nullish(),
  /** The most a percentage coupon takes off one order (paise), e.g. "20% off up to ₹100". */
  maxDiscount: paiseSchema.min(1).nullish(),
  /** Applies only when the order's items at list price come to at least this (paise). */
  minOrderValue: paiseSchema.min(1).nullish(),
  /** Only for a customer's first order (none placed before, cancelled ones aside). */
  firstOrderOnly: z.boolean().optional(),
  /** How many orders may use it in all (cancelled orders give their use back); empty: no limit. */
  usageLimit: usesSchema.nullish(),
  /** How many orders one customer may use it on; empty: no limit. */
  perCustomerLimit: usesSchema.nullish(),
  startsAt: instantSchema.nullish(),
  endsAt: instantSchema.nullish(),
  active: z.boolean().optional(),
});

type DiscountShape = {
  discountPercent?: number | null | undefined;
  discountAmount?: number | null | undefined;
  maxDiscount?: number | null | undefined;
};

/** A coupon takes a percentage or an amount off, exactly one; a cap only goes with a percentage. */
export function discountProblem(
  value: DiscountShape,
): { path: string[]; code: FieldErrorCode; message: string } | undefined {
  if (value.discountPercent != null && value.discountAmount != null) {
    return {
      path: ['discountAmount'],
      code: 'DISCOUNT_BOTH',
      message: 'Give a percentage or an amount off, not both',
    };
  }
  if (value.discountPercent == null && value.discountAmount == null) {
    return {
      path: ['discountPercent'],
      code: 'DISCOUNT_NEITHER',
      message: 'Give a percentage or an amount off',
    };
  }
  if (value.maxDiscount != null && value.discountPercent == null) {
    return {
      path: ['maxDiscount'],
      code: 'CAP_WITHOUT_PERCENT',
      message: 'A cap goes with a percentage off',
    };
  }
  return undefined;
}

export const couponCreateSchema = couponFields.superRefine((value, ctx) => {
  checkPeriod(value, ctx);
  const problem = discountProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});
export type CouponCreate = z.infer<typeof couponCreateSchema>;

/** PUT takes any subset of the fields; the API checks the coupon they make together. */
export const couponUpdateSchema = couponFields.partial().superRefine(checkPeriod);
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export const couponSchema = z.object({
  id: idSchema,
  code: z.string(),
  description: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  discountAmount: z.number().int().nullable(),
  maxDiscount: z.number().int().nullable(),
  minOrderValue: z.number().int().nullable(),
  firstOrderOnly: z.boolean(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  active: z.boolean(),
  /** Orders placed with it, cancelled ones aside. */
  usedCount: z.number().int(),
  /** As an offer's: active, scheduled, expired or inactive (switched off). */
  status: offerStatusSchema,
  translations: translationsReadSchema(COUPON_TRANSLATED),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListQuerySchema = pageQuerySchema.extend({
  status: offerStatusSchema.optional(),
  /** Codes starting with this. */
  code: z.string().trim().max(20).optional(),
  missing: missingTranslationSchema,
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** `PUT /customer/cart/coupon`. */
export const cartCouponBodySchema = z.strictObject({ code: couponCodeSchema });
export type CartCouponBody = z.infer<typeof cartCouponBodySchema>;

/**
 * The coupon on a cart: what it takes off the order now, or why it takes nothing (`problem`, e.g.
 * "GHEE50 needs items of ₹500.00 or more"), so the cart can say so before checkout.
 */
export const appliedCouponSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  /** The coupon's staff-written description in other languages (`{}` for an unknown code). */
  translations: translationsReadSchema(COUPON_TRANSLATED),
  /** Paise off this order now (0 with a problem). */
  discount: paiseSchema,
  problem: z.string().nullable(),
  /** `problem` as a code and values: the web words it from its catalogue (decision 0049). */
  problemWords: z.object({ code: z.enum(FIELD_ERROR_CODES), params: wordParamsSchema.optional() }).nullable(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;
