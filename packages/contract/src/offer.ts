import { z } from 'zod';
import { idSchema, pageQuerySchema, shopUrlSchema, text, timestampSchema } from './common';

/**
 * Where an offer stands now: `inactive` (switched off by staff), `scheduled` (starts later),
 * `expired` (ended), otherwise `active`. Only active offers are public.
 */
export const OFFER_STATUSES = ['active', 'scheduled', 'expired', 'inactive'] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

/** ISO 8601 with a zone (`Z` or `+05:30`), so that "midnight" means the same to everyone. */
const instantSchema = z.iso.datetime({ offset: true });

const offerFields = z.strictObject({
  title: text(120),
  description: text(2000).nullish(),
  imageUrl: shopUrlSchema.nullish(),
  discountPercent: z.number().int().min(1).max(100).nullish(),
  startsAt: instantSchema.nullish(),
  endsAt: instantSchema.nullish(),
  active: z.boolean().optional(),
});

/** An offer's period, when both ends are given, must not end before it starts. */
function checkPeriod(
  value: { startsAt?: string | null | undefined; endsAt?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (value.startsAt && value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt)) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start' });
  }
}

export const offerCreateSchema = offerFields.superRefine(checkPeriod);
export type OfferCreate = z.infer<typeof offerCreateSchema>;

/** PUT takes any subset of the fields; the rest stay as they are. */
export const offerUpdateSchema = offerFields.partial().superRefine(checkPeriod);
export type OfferUpdate = z.infer<typeof offerUpdateSchema>;

export const offerSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  discountPercent: z.number().int().nullable(),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  active: z.boolean(),
  status: offerStatusSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListQuerySchema = pageQuerySchema.extend({
  /** Staff filter; the public only ever sees active offers. */
  status: offerStatusSchema.optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuerySchema>;
