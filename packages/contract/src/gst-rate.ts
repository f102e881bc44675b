import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';
import { hsnCodeSchema } from './product';

/** A GST rate of an HSN code from a date (India's) on, until the code's next rate. */
export const gstRateSchema = z.object({
  id: idSchema,
  hsnCode: z.string(),
  /** Percent: 5 means 5 %; fractions such as 0.25 are allowed. */
  ratePercent: z.number(),
  effectiveFrom: z.iso.date(),
  description: z.string(),
  createdAt: timestampSchema,
});
export type GstRate = z.infer<typeof gstRateSchema>;

/** `POST /gst-rates`: a code's rate from a day on; a change of rate is a new row from its date. */
export const gstRateCreateSchema = z.strictObject({
  hsnCode: hsnCodeSchema,
  ratePercent: z.number().min(0).max(100).multipleOf(0.01, 'Use at most two decimals, e.g. 5 or 0.25'),
  effectiveFrom: z.iso.date({ error: 'Enter the date the rate starts, e.g. 2025-09-22' }),
  description: text(100, 0).optional(),
});
export type GstRateCreate = z.infer<typeof gstRateCreateSchema>;
