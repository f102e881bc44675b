import { COUPON_TRANSLATED, type Coupon, couponCodeSchema, text } from '@farm/contract';
import { z } from 'zod';
import { optionalRupeesSchema, paiseToRupees, parseRupees, rupeesSchema } from '@/features/admin/form/rupees';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { dayEnd, dayStart, indiaDate } from '@/features/admin/offers/offer-dates';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { FORM_SENTENCES } from '@/lib/forms/form-sentences';
import { LOCALE } from '@/lib/words/locale';

export const COUPON_DISCOUNT_KINDS = ['percent', 'amount'] as const;

/** A whole number typed as text, from 1 to `max`; blank is none (null). */
function wholeUpTo(max: number) {
  const message = `must be a whole number from 1 to ${max.toLocaleString(LOCALE)}`;
  return blankAsNull(
    z
      .string()
      .regex(/^\d{1,7}$/, message)
      .transform(Number)
      .pipe(z.number().min(1, message).max(max, message)),
  );
}

const percentSchema = wholeUpTo(100);
const dateSchema = blankAsNull(z.iso.date({ error: FORM_SENTENCES.date }));

/**
 * The coupon form: what staff type; `toCouponBody` turns it into the API's coupon. The percentage,
 * amount and cap stay text until their kind is chosen, so that a value in a hidden field never
 * blocks saving; the refinement checks the ones shown.
 */
export const couponFormSchema = z
  .object({
    code: couponCodeSchema,
    description: blankAsNull(text(200)),
    discountKind: z.enum(COUPON_DISCOUNT_KINDS),
    discountPercent: z.string(),
    discountAmount: z.string(),
    maxDiscount: z.string(),
    minOrderValue: optionalRupeesSchema,
    firstOrderOnly: z.boolean(),
    usageLimit: wholeUpTo(1_000_000),
    perCustomerLimit: wholeUpTo(1_000_000),
    startsOn: dateSchema,
    endsOn: dateSchema,
    active: z.boolean(),
    translations: translationsFormSchema(COUPON_TRANSLATED, 400),
  })
  .superRefine((v, ctx) => {
    const check = (path: 'discountPercent' | 'discountAmount' | 'maxDiscount', schema: z.ZodType) => {
      for (const issue of schema.safeParse(v[path]).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', path: [path], message: issue.message });
      }
    };
    if (v.discountKind === 'percent') {
      if (v.discountPercent.trim() === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['discountPercent'],
          message: FORM_SENTENCES.couponPercentage,
        });
      }
      check('discountPercent', percentSchema);
      check('maxDiscount', optionalRupeesSchema);
    } else {
      check('discountAmount', rupeesSchema);
    }
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: FORM_SENTENCES.notBeforeStart });
    }
  });

export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponFormValues = z.output<typeof couponFormSchema>;

export function couponFormDefaults(coupon: Coupon | undefined): CouponFormInput {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    discountKind: coupon?.discountAmount != null ? 'amount' : 'percent',
    discountPercent: coupon?.discountPercent ? String(coupon.discountPercent) : '',
    discountAmount: paiseToRupees(coupon?.discountAmount),
    maxDiscount: paiseToRupees(coupon?.maxDiscount),
    minOrderValue: paiseToRupees(coupon?.minOrderValue),
    firstOrderOnly: coupon?.firstOrderOnly ?? false,
    usageLimit: coupon?.usageLimit ? String(coupon.usageLimit) : '',
    perCustomerLimit: coupon?.perCustomerLimit ? String(coupon.perCustomerLimit) : '',
    startsOn: indiaDate(coupon?.startsAt),
    endsOn: indiaDate(coupon?.endsAt),
    active: coupon?.active ?? true,
    translations: translationDefaults(COUPON_TRANSLATED, coupon?.translations),
  };
}

/** The API's coupon from the form's values: one kind of discount, the cap only with a percentage. */
export function toCouponBody(values: CouponFormValues) {
  const percent = values.discountKind === 'percent';
  return {
    code: values.code,
    description: values.description,
    discountPercent: percent ? Number(values.discountPercent.trim()) : null,
    discountAmount: percent ? null : (parseRupees(values.discountAmount) ?? null),
    maxDiscount: percent ? (parseRupees(values.maxDiscount) ?? null) : null,
    minOrderValue: values.minOrderValue,
    firstOrderOnly: values.firstOrderOnly,
    usageLimit: values.usageLimit,
    perCustomerLimit: values.perCustomerLimit,
    startsAt: dayStart(values.startsOn),
    endsAt: dayEnd(values.endsOn),
    active: values.active,
    translations: values.translations,
  };
}
