import { OFFER_SCOPES, OFFER_TRANSLATED, type Offer, shopUrlSchema, text } from '@farm/contract';
import { z } from 'zod';
import { optionalRupeesSchema, paiseToRupees } from '@/features/admin/form/rupees';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { FORM_SENTENCES } from '@/lib/forms/form-sentences';
import { indiaDate } from './offer-dates';
import { splitCodes } from './product-codes';

export const DISCOUNT_KINDS = ['percent', 'amount', 'none'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

const dateSchema = blankAsNull(z.iso.date({ error: FORM_SENTENCES.date }));

/** The offer form: what staff type; `toOfferBody` turns it into the API's offer. */
export const offerFormSchema = z
  .object({
    title: text(120),
    description: blankAsNull(text(2000)),
    imageUrl: shopUrlSchema.nullable(),
    discountKind: z.enum(DISCOUNT_KINDS),
    discountPercent: z.string(),
    discountAmount: optionalRupeesSchema,
    appliesTo: z.enum(OFFER_SCOPES),
    categoryIds: z.array(z.string()),
    productCodes: z.string().max(2000),
    minOrderValue: optionalRupeesSchema,
    firstOrderOnly: z.boolean(),
    startsOn: dateSchema,
    endsOn: dateSchema,
    active: z.boolean(),
    translations: translationsFormSchema(OFFER_TRANSLATED, 2000),
  })
  .superRefine((v, ctx) => {
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) {
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: FORM_SENTENCES.notBeforeFirstDay });
    }
    if (v.discountKind === 'percent' && !/^(100|[1-9]\d?)$/.test(v.discountPercent.trim())) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountPercent'],
        message: FORM_SENTENCES.wholePercentage,
      });
    }
    if (v.discountKind === 'amount' && !v.discountAmount) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountAmount'],
        message: FORM_SENTENCES.amountOffEachUnit,
      });
    }
    if (v.discountKind === 'none') return;
    if (v.appliesTo === 'categories' && v.categoryIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: FORM_SENTENCES.oneCategory });
    }
    if (v.appliesTo === 'products' && splitCodes(v.productCodes).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['productCodes'], message: FORM_SENTENCES.oneProductCode });
    }
  });

export type OfferFormInput = z.input<typeof offerFormSchema>;
export type OfferFormValues = z.output<typeof offerFormSchema>;

export function offerFormDefaults(offer: Offer | undefined, productCodes: string): OfferFormInput {
  const discountKind: DiscountKind =
    offer?.discountAmount != null ? 'amount' : offer && offer.discountPercent == null ? 'none' : 'percent';
  return {
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    imageUrl: offer?.imageUrl ?? null,
    discountKind,
    discountPercent: offer?.discountPercent ? String(offer.discountPercent) : '',
    discountAmount: paiseToRupees(offer?.discountAmount),
    appliesTo: offer?.appliesTo ?? 'categories',
    categoryIds: (offer?.categoryIds ?? []).map(String),
    productCodes,
    minOrderValue: paiseToRupees(offer?.minOrderValue),
    firstOrderOnly: offer?.firstOrderOnly ?? false,
    startsOn: indiaDate(offer?.startsAt),
    endsOn: indiaDate(offer?.endsAt),
    active: offer?.active ?? true,
    translations: translationDefaults(OFFER_TRANSLATED, offer?.translations),
  };
}

/** The API's fields from the form's values; `productIds` resolved from the codes by the caller. */
export function toOfferBody(
  values: OfferFormValues,
  productIds: number[],
  period: { startsAt: string | null; endsAt: string | null },
) {
  const discounting = values.discountKind !== 'none';
  return {
    title: values.title,
    description: values.description,
    imageUrl: values.imageUrl,
    discountPercent: values.discountKind === 'percent' ? Number(values.discountPercent.trim()) : null,
    discountAmount: values.discountKind === 'amount' ? values.discountAmount : null,
    appliesTo: discounting ? values.appliesTo : 'products',
    categoryIds: discounting && values.appliesTo === 'categories' ? values.categoryIds.map(Number) : [],
    productIds: discounting && values.appliesTo === 'products' ? productIds : [],
    minOrderValue: values.minOrderValue,
    firstOrderOnly: values.firstOrderOnly,
    active: values.active,
    translations: values.translations,
    ...period,
  };
}
