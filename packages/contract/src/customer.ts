import { z } from 'zod';
import { idSchema, pageQuerySchema, text, timestampSchema } from './common';
import { indianMobileSchema } from './contact';
import { CUSTOMER_HISTORY_KINDS, OTP_PURPOSES } from './plain/statuses';
import { emailSchema, localeSchema, passwordSchema } from './user';

/**
 * The limits of one-time codes (DESIGN §3 "OTP"). The web app shows the resend countdown and the
 * code field from these; the API enforces them. Sends are refused per number *and* address, so
 * that one address cannot use up a number's codes for its owner (issue 13.4); the number's own
 * ceilings, shared by every address, only bound texting one phone from many addresses. Each
 * address keeps its newest code live, and a code of any of them is accepted; a wrong try counts
 * against every live code of the number, so at most `maxAttempts` × `sendsPerNumberPerDay` = 250
 * guesses a day can hit: 1 chance in 4,000 a day.
 */
export const OTP_LIMITS = {
  codeLength: 6,
  /** A code is valid this long after it was sent. */
  ttlSeconds: 5 * 60,
  /** Wrong tries that burn a code (the right code fails afterwards). */
  maxAttempts: 5,
  /** One send per number and client address per this many seconds. */
  resendSeconds: 30,
  /** Sends to one number from one client address (IPv6: /64) an hour; then 429 for that pair only. */
  sendsPerNumberFromIpPerHour: 5,
  /** Sends to one number from all addresses: the ceiling against texting a phone from many addresses. */
  sendsPerNumberPerHour: 15,
  sendsPerNumberPerDay: 50,
  /** Sends from one client address to any numbers an hour (the shop's SMS budget). */
  sendsPerIpPerHour: 20,
} as const;

export { OTP_PURPOSES, type OtpPurpose } from './plain/statuses';
export const otpPurposeSchema = z.enum(OTP_PURPOSES);

export const otpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');

/** A customer as the API shows it: never a password or its hash. */
export const customerSchema = z.object({
  id: idSchema,
  name: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  mobileVerified: z.boolean(),
  active: z.boolean(),
  /** The customer closed their own account; signing in within the grace period re-opens it. */
  closedAt: timestampSchema.nullable(),
  /** Personal data erased (DPDP Act 2023): name and number are placeholders from then on. */
  erasedAt: timestampSchema.nullable(),
  /** The language of their messages (SMS, WhatsApp); the web's switch sets it. */
  locale: localeSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * Sign-up. Verification flags, roles and the like are not the caller's to set (unknown keys → 400);
 * `otp`, a code sent to the number for `signup`, proves the number (an account without it must
 * verify the number before its first order).
 */
export const customerSignUpSchema = z.strictObject({
  name: text(100),
  mobileNumber: indianMobileSchema,
  password: passwordSchema,
  email: emailSchema.nullish(),
  otp: otpCodeSchema.optional(),
  /** The page's language when they signed up; English unless told. */
  locale: localeSchema.optional(),
});
export type CustomerSignUp = z.infer<typeof customerSignUpSchema>;

/** `POST /customer/verify-number`: the code sent to the signed-in customer's own number for `signup`. */
export const verifyNumberSchema = z.strictObject({ otp: otpCodeSchema });
export type VerifyNumber = z.infer<typeof verifyNumberSchema>;

/**
 * `PUT /customer/{id}`: a customer may change their name, e-mail and language; staff also `active`. The
 * number changes only through `change-Number` (with a code), the password through its own paths.
 */
export const customerUpdateSchema = z.strictObject({
  name: text(100).optional(),
  email: emailSchema.nullish(),
  active: z.boolean().optional(),
  locale: localeSchema.optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

/**
 * `POST /customer/by-staff`: staff create the account of a customer who orders by phone. No
 * password: the customer signs in with a code sent to the number, or sets one by "forgot password";
 * the number counts as unproven until then (decision 0027).
 */
export const staffCustomerCreateSchema = z.strictObject({
  name: text(100),
  mobileNumber: indianMobileSchema,
  email: emailSchema.nullish(),
});
export type StaffCustomerCreate = z.infer<typeof staffCustomerCreateSchema>;

/** `PUT /customer/{id}/mobile-number`: staff correct a number taken down wrong; the history keeps it. */
export const customerNumberCorrectionSchema = z.strictObject({ mobileNumber: indianMobileSchema });
export type CustomerNumberCorrection = z.infer<typeof customerNumberCorrectionSchema>;

/** One entry of a customer's history: who on the staff did what, from what to what, when. */
export const customerHistoryEntrySchema = z.object({
  id: idSchema,
  kind: z.enum(CUSTOMER_HISTORY_KINDS),
  fromValue: z.string().nullable(),
  toValue: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: timestampSchema,
});
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntrySchema>;

export const customerListQuerySchema = pageQuerySchema.extend({
  /** Part of the name, or digits of the mobile number. */
  q: z.string().trim().max(100).optional(),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

/** Password sign-in; `userName` is the mobile number. */
export const customerLoginSchema = z.object({
  userName: indianMobileSchema,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
});
export type CustomerLogin = z.infer<typeof customerLoginSchema>;

/** The legacy client sends the credentials as query parameters; a JSON body is preferred. */
export const customerLoginQuerySchema = z.object({
  userName: z.string().max(40).optional(),
  password: z.string().max(200).optional(),
  rememberMe: z.stringbool().optional(),
});

export const customerLoginBodySchema = z
  .object({
    userName: z.string().max(40).optional(),
    password: z.string().max(200).optional(),
    rememberMe: z.boolean().optional(),
  })
  // Fastify hands a missing body to the validator as null.
  .nullish();

export const customerSessionSchema = z.object({
  jwtToken: z.string(),
  expiresIn: z.number().int(),
  user: z.object({
    id: idSchema,
    name: z.string(),
    mobileNumber: z.string(),
    email: z.string().nullable(),
  }),
});
export type CustomerSession = z.infer<typeof customerSessionSchema>;

export const otpSendQuerySchema = z.object({
  userName: indianMobileSchema,
  /** The legacy client always sends 1; kept for compatibility, not used. */
  messageId: z.string().max(20).optional(),
  purpose: otpPurposeSchema.default('login'),
  /** The language of the code's SMS (the page's); else the account's, else English. */
  locale: localeSchema.optional(),
});

export const otpVerifySchema = z.strictObject({
  userName: indianMobileSchema,
  otp: otpCodeSchema,
  rememberMe: z.boolean().optional(),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;

/** Forgot password: a code sent with `purpose=reset_password`, then the new password. */
export const passwordResetSchema = z.strictObject({
  userName: indianMobileSchema,
  otp: otpCodeSchema,
  password: passwordSchema,
});
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** A signed-in customer changes their password. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordSchema,
  rememberMe: z.boolean().optional(),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** `PUT /customer/change-Number?mobileNumber&id[&otp]`; the code may come in the body instead. */
export const changeNumberQuerySchema = z.object({
  mobileNumber: indianMobileSchema,
  id: idSchema,
  otp: otpCodeSchema.optional(),
});

export const changeNumberBodySchema = z
  .strictObject({
    otp: otpCodeSchema.optional(),
    rememberMe: z.boolean().optional(),
  })
  .nullish();
