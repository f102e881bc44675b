import { paiseSchema } from '@farm/contract';
import { z } from 'zod';
import { FORM_SENTENCES, REQUIRED } from '@/lib/forms/form-sentences';

/**
 * Staff type prices in rupees (`1250`, `1,250.50`, `₹ 99.5`); the API keeps integer paise. The
 * text is converted digit by digit, never through floating point, so `0.29` is 29 paise, not 28.
 */
export function parseRupees(input: string): number | undefined {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(input.trim().replace(/^₹\s*/, '').replaceAll(',', ''));
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise → `1250.00`: what the form, the grid and the CSV show (no symbol, no grouping). */
export function paiseToRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '';
  const whole = Math.floor(paise / 100);
  return `${whole}.${String(paise % 100).padStart(2, '0')}`;
}

/** A rupee text → paise, then the contract's paise rule (whole paise, a sane maximum). */
export const rupeesSchema = z
  .string()
  .transform((value, ctx) => {
    const paise = parseRupees(value);
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: REQUIRED });
    else if (paise === undefined) ctx.addIssue({ code: 'custom', message: FORM_SENTENCES.rupees });
    return paise ?? z.NEVER;
  })
  .pipe(paiseSchema);

/** An optional rupee text: blank means no value (null). */
export const optionalRupeesSchema = z.string().transform((value, ctx) => {
  if (value.trim() === '') return null;
  const parsed = rupeesSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** A whole number typed as text (stock). */
export const wholeNumberSchema = z.string().transform((value, ctx) => {
  const text = value.trim();
  if (text === '') ctx.addIssue({ code: 'custom', message: REQUIRED });
  else if (!/^\d{1,9}$/.test(text)) ctx.addIssue({ code: 'custom', message: FORM_SENTENCES.wholeNumber });
  return /^\d{1,9}$/.test(text) ? Number(text) : z.NEVER;
});
