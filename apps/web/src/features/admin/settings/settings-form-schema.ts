import {
  fssaiNumberSchema,
  gstinSchema,
  maxOpenCodOrdersSchema,
  type PublicSettings,
  SETTINGS_TRANSLATED,
  type ShopSettings,
  shopSettingsUpdateSchema,
  socialLinksSchema,
  text,
  unpaidHoldMaxUnitsSchema,
} from '@farm/contract';
import { tenDigits } from '@farm/contract/plain/mobile';
import type { Path } from 'react-hook-form';
import { z } from 'zod';
import {
  optionalRupeesSchema,
  paiseToRupees,
  rupeesSchema,
  wholeNumberSchema,
} from '@/features/admin/form/rupees';
import { translationDefaults, translationsFormSchema } from '@/features/admin/form/translations-form';
import { blankAsNull } from '@/lib/forms/blank-as-null';
import { FORM_SENTENCES } from '@/lib/forms/form-sentences';

/** An optional whole number typed as text: blank means no limit (null). */
const optionalUnitsSchema = z.string().transform((value, ctx) => {
  if (value.trim() === '') return null;
  const parsed = wholeNumberSchema.pipe(unpaidHoldMaxUnitsSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
  return z.NEVER;
});

/** One row of the social links editor; the rows become the contract's `{network: url}` map. */
const socialRowSchema = z.object({ network: z.string(), url: z.string() });

/**
 * The rows, checked by the contract's own rule for the map; each problem lands on its row
 * (a bad network name on the name, a bad address on the address, a second row of a network).
 */
const socialRowsSchema = z.array(socialRowSchema).transform((rows, ctx) => {
  const filled = rows
    .map((row, index) => ({ network: row.network.trim().toLowerCase(), url: row.url.trim(), index }))
    .filter((row) => row.network !== '' || row.url !== '');
  const links: Record<string, string> = {};
  for (const row of filled) {
    if (row.network in links) {
      ctx.addIssue({ code: 'custom', path: [row.index, 'network'], message: FORM_SENTENCES.listedAbove });
      return z.NEVER;
    }
    links[row.network] = row.url;
  }
  const parsed = socialLinksSchema.safeParse(links);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const row = filled.find((r) => r.network === issue.path[0]);
    const field = issue.code === 'invalid_key' ? 'network' : 'url';
    ctx.addIssue({ code: 'custom', path: row ? [row.index, field] : [], message: issue.message });
  }
  return z.NEVER;
});

/**
 * The settings form: the contract's update schema with every field present, plus what a form
 * types differently (rupees for paise, a blank second address line, social links as rows).
 */
export const settingsFormSchema = shopSettingsUpdateSchema.required().extend({
  addressLine2: blankAsNull(text(200)),
  deliveryFee: rupeesSchema,
  freeDeliveryThreshold: optionalRupeesSchema,
  maxOpenCodOrders: wholeNumberSchema.pipe(maxOpenCodOrdersSchema),
  codMaxTotal: optionalRupeesSchema,
  staffRefundMax: optionalRupeesSchema,
  unpaidHoldMaxUnits: optionalUnitsSchema,
  unpaidHoldMaxValue: optionalRupeesSchema,
  staffRefundDailyMax: optionalRupeesSchema,
  gstin: blankAsNull(gstinSchema),
  fssaiNumber: blankAsNull(fssaiNumberSchema),
  socialLinks: socialRowsSchema,
  translations: translationsFormSchema(SETTINGS_TRANSLATED, 50_000),
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;

export const SETTINGS_FIELDS = [
  'farmName',
  'tagline',
  'about',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'phone',
  'careEmail',
  'socialLinks',
  'privacyPolicy',
  'termsAndConditions',
  'shippingPolicy',
  'refundPolicy',
  'deliveryFee',
  'freeDeliveryThreshold',
  'maxOpenCodOrders',
  'codMaxTotal',
  'staffRefundMax',
  'unpaidHoldMaxUnits',
  'unpaidHoldMaxValue',
  'staffRefundDailyMax',
  'legalName',
  'gstin',
  'fssaiNumber',
  'invoicePrefix',
  'translations.ta.farmName',
  'translations.ta.tagline',
  'translations.ta.about',
  'translations.ta.privacyPolicy',
  'translations.ta.termsAndConditions',
  'translations.ta.shippingPolicy',
  'translations.ta.refundPolicy',
] as const satisfies readonly Path<SettingsFormInput>[];

/** The saved settings as the form's text. */
export function settingsFormValues(
  settings: ShopSettings & Partial<Pick<PublicSettings, 'onlinePayment'>>,
): SettingsFormInput {
  const {
    updatedAt: _updatedAt,
    // Read with the settings, not one of them: how the shop takes online payment (its keys).
    onlinePayment: _onlinePayment,
    socialLinks,
    deliveryFee,
    freeDeliveryThreshold,
    maxOpenCodOrders,
    codMaxTotal,
    staffRefundMax,
    unpaidHoldMaxUnits,
    unpaidHoldMaxValue,
    staffRefundDailyMax,
    ...texts
  } = settings;
  return {
    ...texts,
    // As the field's hint asks for it: 10 digits, +91 is added on saving.
    phone: tenDigits(settings.phone),
    addressLine2: settings.addressLine2 ?? '',
    gstin: settings.gstin ?? '',
    fssaiNumber: settings.fssaiNumber ?? '',
    deliveryFee: paiseToRupees(deliveryFee),
    freeDeliveryThreshold: paiseToRupees(freeDeliveryThreshold),
    maxOpenCodOrders: String(maxOpenCodOrders),
    codMaxTotal: paiseToRupees(codMaxTotal),
    staffRefundMax: paiseToRupees(staffRefundMax),
    unpaidHoldMaxUnits: unpaidHoldMaxUnits === null ? '' : String(unpaidHoldMaxUnits),
    unpaidHoldMaxValue: paiseToRupees(unpaidHoldMaxValue),
    staffRefundDailyMax: paiseToRupees(staffRefundDailyMax),
    socialLinks: Object.entries(socialLinks).map(([network, url]) => ({ network, url })),
    translations: translationDefaults(SETTINGS_TRANSLATED, settings.translations),
  };
}
