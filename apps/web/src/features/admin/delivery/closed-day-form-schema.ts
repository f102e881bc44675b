import { deliveryClosureCreateSchema } from '@farm/contract';
import { z } from 'zod';

/**
 * The "close a day" form: the area is a select's text ('' for every area), the rest is checked by
 * the contract's `deliveryClosureCreateSchema`, whose issues land on the same field names.
 */
export const closedDayFormSchema = z
  .object({ date: z.string(), areaId: z.string(), reason: z.string() })
  .transform((v, ctx) => {
    const body = { date: v.date, areaId: v.areaId === '' ? null : Number(v.areaId), reason: v.reason };
    const parsed = deliveryClosureCreateSchema.safeParse(body);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });

export type ClosedDayFormInput = z.input<typeof closedDayFormSchema>;
export type ClosedDayFormValues = z.output<typeof closedDayFormSchema>;

export const CLOSED_DAY_DEFAULTS: ClosedDayFormInput = { date: '', areaId: '', reason: '' };
