import { z } from 'zod';

/**
 * An optional text input: empty means "not given" (null); anything else must pass `schema`.
 * The contract's optional fields are `nullish`, but a form always has a string.
 */
export function blankAsNull<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value, ctx): z.output<T> | null => {
      if (value === '') return null;
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    });
}
