import { z } from 'zod';
import { idSchema, pagedEnvelope, pageQuerySchema, text, timestampSchema } from './common';

export const ratingSchema = z.number().int().min(1).max(5);

/** POST /review by a signed-in customer: one review per customer and product. */
export const reviewCreateSchema = z.strictObject({
  productId: idSchema,
  rating: ratingSchema,
  title: text(150).nullish(),
  comment: text(2000),
});
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;

/**
 * PUT /review/{id}: the author may change rating, title and comment; staff may only set `hidden`
 * (they answer a review, they never rewrite it).
 */
export const reviewUpdateSchema = z.strictObject({
  rating: ratingSchema.optional(),
  title: text(150).nullish(),
  comment: text(2000).optional(),
  hidden: z.boolean().optional(),
});
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const reviewReplySchema = z.object({
  id: idSchema,
  message: z.string(),
  /** The staff member who answered, as named when they answered. */
  userName: z.string(),
  createdAt: timestampSchema,
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** A review as the API shows it: never the reviewer's customer id. Text is as written; render it escaped. */
export const reviewSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productName: z.string(),
  customerName: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  /** The reviewer has received this product (a delivered order). */
  verifiedPurchase: z.boolean(),
  hidden: z.boolean(),
  replies: z.array(reviewReplySchema),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /review/all (staff). */
export const reviewListQuerySchema = pageQuerySchema.extend({
  productId: idSchema.optional(),
  rating: z.coerce.number<number>().int().min(1).max(5).optional(),
  /** `true`: reviews with at least one reply; `false`: reviews still waiting for one. */
  replied: z.stringbool().optional(),
  hidden: z.stringbool().optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** POST /review/reply?id&message&userId. `userId` is accepted for the legacy client and ignored. */
export const reviewReplyQuerySchema = z.object({
  id: idSchema,
  message: text(2000),
  userId: z.string().max(20).optional(),
});

/** The visible reviews of one product, summed up. */
export const reviewSummarySchema = z.object({
  /** Mean rating rounded to one decimal; null with no reviews. */
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many reviews gave each number of stars. */
  ratingCounts: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /review/product/{productId}: the paged list envelope plus `summary`. */
export const productReviewsEnvelopeSchema = pagedEnvelope(reviewSchema).extend({
  summary: reviewSummarySchema,
});
export type ProductReviews = z.infer<typeof productReviewsEnvelopeSchema>;

export const productReviewsParamsSchema = z.object({ productId: idSchema });
