import { z } from 'zod';
import { paiseSchema, text, timestampSchema } from './common';
import { indianPhoneSchema } from './contact';
import { GSTIN_HINT, isValidGstin } from './plain/gst';
import { DOOR_CREDIT_RULES } from './plain/subscription';
import { translationsReadSchema, translationsSchema } from './translations';
import { emailSchema } from './user';

/** The shop's own texts that staff may give in Tamil too (the DPDP Act's notices among them). */
export const SETTINGS_TRANSLATED = [
  'farmName',
  'tagline',
  'about',
  'privacyPolicy',
  'termsAndConditions',
  'shippingPolicy',
  'refundPolicy',
] as const;

/** Indian PIN code: six digits, never starting with 0. */
export const pincodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code');

/** Social links by network name (`facebook`, `instagram`, `youtube`...), https only. */
export const socialLinksSchema = z
  .record(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z][a-z0-9_-]{0,29}$/, 'must be a network name such as instagram'),
    z
      .string()
      .trim()
      .max(2048)
      .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'must be an https URL' })),
  )
  .refine((links) => Object.keys(links).length <= 20, 'must be at most 20 links');

/**
 * Cash-on-delivery orders a customer may have open at once (placed, not yet delivered or
 * cancelled); a checkout beyond it is refused until one arrives. Staff's phone orders are not capped.
 */
export const maxOpenCodOrdersSchema = z.number().int().min(1).max(100);

/**
 * Units one customer's orders waiting for their online payment may hold together (issue 30); a
 * checkout beyond it is refused (422 UNPAID_HOLD_LIMIT) until one is paid or cancelled.
 */
export const unpaidHoldMaxUnitsSchema = z.number().int().min(1).max(100_000);

/** A GSTIN as the GST portal issues it (state code, PAN, entity, Z, check character), upper case. */
export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, `Check the GSTIN. ${GSTIN_HINT}`);

/** FSSAI licence or registration number: 14 digits. */
export const fssaiNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{14}$/, 'Enter the 14 digits of the FSSAI licence or registration');

/** 1 to 3 capital letters or digits: `AGF` makes `AGF/26-27/000123`, 16 characters at most. */
export const invoicePrefixSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{1,3}$/, 'Use 1 to 3 letters or digits, e.g. AGF');

/** The farm's identity and shop rules as everyone may read them. Money is paise. */
/** Days of subscription deliveries the wallet should cover before the low-balance message (1 to 14). */
const lowBalanceDaysSchema = z.number().int().min(1).max(14);
/** The door's rule (issue 34.5): whether a subscription's day not taken at the door is credited back. */
const doorCreditRuleSchema = z.enum(DOOR_CREDIT_RULES);

export const shopSettingsSchema = z.object({
  farmName: z.string(),
  tagline: z.string(),
  about: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
  careEmail: z.string(),
  socialLinks: z.record(z.string(), z.string()),
  privacyPolicy: z.string(),
  termsAndConditions: z.string(),
  shippingPolicy: z.string(),
  refundPolicy: z.string(),
  deliveryFee: paiseSchema,
  /** Orders whose subtotal reaches this pay no delivery fee; null: never free. */
  freeDeliveryThreshold: paiseSchema.nullable(),
  maxOpenCodOrders: maxOpenCodOrdersSchema,
  /** The most a cash-on-delivery order may total on the storefront (paise); null: no ceiling. */
  codMaxTotal: paiseSchema.nullable(),
  /** Units one customer's unpaid online orders may hold together; null: no cap. */
  unpaidHoldMaxUnits: unpaidHoldMaxUnitsSchema.nullable(),
  /** The goods' value (paise) one customer's unpaid online orders may hold together; null: no cap. */
  unpaidHoldMaxValue: paiseSchema.nullable(),
  /** Staff (not admins) may refund at most this much at once (paise); null: any amount. */
  staffRefundMax: paiseSchema.nullable(),
  /** What one staff member (not an admin) may refund in a day, India's day (paise); null: no limit. */
  staffRefundDailyMax: paiseSchema.nullable(),
  /** GST (issue 17): the registered business's name on invoices; empty: the farm's name. */
  legalName: z.string(),
  /** Null: not registered for GST. */
  gstin: z.string().nullable(),
  fssaiNumber: z.string().nullable(),
  /** Invoice numbers read `PREFIX/26-27/000123`. */
  invoicePrefix: z.string(),
  /** Subscriptions (issue 34.3): the low-balance message goes when the wallet will not cover this many days. */
  lowBalanceDays: lowBalanceDaysSchema,
  /** A subscription's day the customer was not home for: credited back (`DAY`) or not (`NONE`). */
  doorNotHomeCredit: doorCreditRuleSchema,
  /** A subscription's day the customer asked to skip at the door: credited back or not. */
  doorSkipCredit: doorCreditRuleSchema,
  translations: translationsReadSchema(SETTINGS_TRANSLATED),
  /** Null until an admin first saves the settings (the answer then shows the defaults). */
  updatedAt: timestampSchema.nullable(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/**
 * `GET /settings`: the settings and how the shop takes online payment: through Razorpay, the local
 * demo stand-in (a demo shop without keys: "Pay online (demo)", no money moves), or not at all
 * (`none`: no keys, a real shop: cash on delivery only, issue 30.12).
 */
export const publicSettingsSchema = shopSettingsSchema.extend({
  onlinePayment: z.enum(['razorpay', 'demo', 'none']),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const policyText = text(50_000, 0);

/**
 * PUT /settings: any subset of the fields. `socialLinks` replaces the whole map;
 * `freeDeliveryThreshold: null` means delivery is never free.
 */
export const shopSettingsUpdateSchema = z
  .strictObject({
    farmName: text(100),
    tagline: text(200, 0),
    about: text(5000, 0),
    addressLine1: text(200),
    addressLine2: text(200).nullable(),
    city: text(100),
    state: text(100),
    pincode: pincodeSchema,
    phone: indianPhoneSchema,
    careEmail: emailSchema,
    socialLinks: socialLinksSchema,
    privacyPolicy: policyText,
    termsAndConditions: policyText,
    shippingPolicy: policyText,
    refundPolicy: policyText,
    deliveryFee: paiseSchema,
    freeDeliveryThreshold: paiseSchema.nullable(),
    maxOpenCodOrders: maxOpenCodOrdersSchema,
    codMaxTotal: paiseSchema.min(100, 'Enter at least ₹1, or leave it empty for no limit').nullable(),
    staffRefundMax: paiseSchema.min(100, 'Enter at least ₹1, or leave it empty for no limit').nullable(),
    unpaidHoldMaxUnits: unpaidHoldMaxUnitsSchema.nullable(),
    unpaidHoldMaxValue: paiseSchema.min(100, 'Enter at least ₹1, or leave it empty for no limit').nullable(),
    staffRefundDailyMax: paiseSchema.min(100, 'Enter at least ₹1, or leave it empty for no limit').nullable(),
    legalName: text(200, 0),
    gstin: gstinSchema.nullable(),
    fssaiNumber: fssaiNumberSchema.nullable(),
    invoicePrefix: invoicePrefixSchema,
    lowBalanceDays: lowBalanceDaysSchema,
    doorNotHomeCredit: doorCreditRuleSchema,
    doorSkipCredit: doorCreditRuleSchema,
    translations: translationsSchema(SETTINGS_TRANSLATED, 50_000),
  })
  .partial();
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;
