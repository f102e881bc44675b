import { z } from 'zod';
import { idSchema, pageQuerySchema, text, timestampSchema } from './common';
import { indianMobileSchema } from './contact';
import { emailSchema, passwordSchema } from './user';

/**
 * The limits of one-time codes (DESIGN §3 "OTP"). The web app shows the resend countdown and the
 * code field from these; the API enforces them.
 */
export const OTP_LIMITS = {
  codeLength: 6,
  /** A code is valid this long after it was sent. */
  ttlSeconds: 5 * 60,
  /** Wrong tries that burn a code (the right code fails afterwards). */
  maxAttempts: 5,
  /** One send per number per this many seconds. */
  resendSeconds: 30,
  sendsPerNumberPerHour: 5,
  sendsPerIpPerHour: 20,
} as const;

export const OTP_PURPOSES = ['login', 'reset_password', 'change_number'] as const;
export const otpPurposeSchema = z.enum(OTP_PURPOSES);
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

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
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Customer = z.infer<typeof customerSchema>;

/** Sign-up. Verification flags, roles and the like are not the caller's to set (unknown keys → 400). */
export const customerSignUpSchema = z.strictObject({
  name: text(100),
  mobileNumber: indianMobileSchema,
  password: passwordSchema,
  email: emailSchema.nullish(),
});
export type CustomerSignUp = z.infer<typeof customerSignUpSchema>;

/**
 * `PUT /customer/{id}`: a customer may change their name and e-mail; staff also `active`. The
 * number changes only through `change-Number` (with a code), the password through its own paths.
 */
export const customerUpdateSchema = z.strictObject({
  name: text(100).optional(),
  email: emailSchema.nullish(),
  active: z.boolean().optional(),
});
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;

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
