import { z } from 'zod';
import { timestampSchema } from './common';
import { translationsReadSchema } from './translations';

/**
 * The evening reminder's one-tap skip link (issue 34.2): a signed token for one subscription and
 * one day, used without signing in until that day's cut-off.
 */
export const skipLinkParamsSchema = z.object({
  /** `<subscription>.<day>.<signature>`, as the reminder carries it. */
  token: z.string().min(10).max(200),
});

/**
 * What the link will skip (or skipped): the delivery, its slot's window and until when the link
 * works. A skipped day's lines are what it would have brought.
 */
export const skipLinkDeliverySchema = z.object({
  subscriptionId: z.number().int(),
  day: z.iso.date(),
  /** The slot's times (`05:00`, `08:00`); the web words the window in the reader's language. */
  slot: z.object({ startsAt: z.string(), endsAt: z.string() }),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      /** The product's own (English) name; `translations` its Tamil one, when staff wrote it. */
      name: z.string(),
      translations: translationsReadSchema(['name']),
      quantity: z.number().int(),
    }),
  ),
  /** The day's cut-off: the link works until then. */
  cutoffAt: timestampSchema,
  /** The day is skipped already (by this link, or by the customer in the shop). */
  skipped: z.boolean(),
});
export type SkipLinkDelivery = z.infer<typeof skipLinkDeliverySchema>;

/** `POST`: skipped now, or already skipped before (the link is used once). */
export const skipLinkResultSchema = z.object({
  subscriptionId: z.number().int(),
  day: z.iso.date(),
  alreadySkipped: z.boolean(),
});
export type SkipLinkResult = z.infer<typeof skipLinkResultSchema>;
