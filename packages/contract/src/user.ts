import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';
import { LANGUAGES } from './plain/languages';
import { STAFF_ROLES } from './plain/statuses';

export const staffRoleSchema = z.enum(STAFF_ROLES);

/** A reader's language (decision 0053): picks their messages and papers. */
export const localeSchema = z.enum(LANGUAGES);

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
/**
 * The shortest password each kind of account may set; staff accounts reach orders, customers and
 * settings, so theirs is longer. Forms and API check the length with the schemas below; whether a
 * password is guessable (common, a pattern, the person's own name or number) only the API checks,
 * so that no page has to load the dictionaries (apps/api/src/lib/password-policy.ts).
 */
export const PASSWORD_RULES = { customerMinLength: 8, staffMinLength: 12, maxLength: 200 } as const;

export const passwordSchema = z
  .string()
  .min(PASSWORD_RULES.customerMinLength, `must be at least ${PASSWORD_RULES.customerMinLength} characters`)
  .max(PASSWORD_RULES.maxLength);
export const staffPasswordSchema = z
  .string()
  .min(PASSWORD_RULES.staffMinLength, `must be at least ${PASSWORD_RULES.staffMinLength} characters`)
  .max(PASSWORD_RULES.maxLength);

/** A staff account as the API shows it: never a password or its hash. */
export const staffUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  /** Whether sign-in asks for a code from an authenticator app (TOTP); never the secret itself. */
  secondFactor: z.boolean(),
  /** The language of the papers they print (packing list, route sheet) and their screens. */
  locale: localeSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserCreateSchema = z.strictObject({
  name: text(100),
  email: emailSchema,
  password: staffPasswordSchema,
  role: staffRoleSchema,
});
export type StaffUserCreate = z.infer<typeof staffUserCreateSchema>;

export const staffUserUpdateSchema = z.strictObject({
  name: text(100).optional(),
  email: emailSchema.optional(),
  password: staffPasswordSchema.optional(),
  /** Required when staff set their own password (an admin setting someone else's does not know it). */
  currentPassword: z.string().min(1).max(200).optional(),
  role: staffRoleSchema.optional(),
  active: z.boolean().optional(),
  locale: localeSchema.optional(),
});
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>;

/** A staff member's own new password: only with the current one (a session left open is not the account). */
export const staffPasswordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1, 'is required to change your own password').max(200),
  password: staffPasswordSchema,
});
export type StaffPasswordChange = z.infer<typeof staffPasswordChangeSchema>;

/** `PUT /user/language`: the signed-in staff member's own language (any role, like their password). */
export const staffLanguageSchema = z.strictObject({ locale: localeSchema });
export type StaffLanguage = z.infer<typeof staffLanguageSchema>;

/** The six digits an authenticator app shows (spaces allowed, as apps group them 123 456). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6 digits your authenticator app shows'));

/** A one-use recovery code (`ABCD-EFGH-JKMN-PQRS`); case, spaces and dashes do not matter. */
export const recoveryCodeSchema = z.string().trim().min(1).max(64);

/** A code that proves the second factor: six digits from the app, or a recovery code. */
export const secondFactorCodeSchema = z.string().trim().min(1, 'is required').max(64);

export const staffLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
  /** Required once the account has a second factor (else 401 SECOND_FACTOR_REQUIRED)… */
  totpCode: totpCodeSchema.optional(),
  /** …or, instead, one of its unused recovery codes (used up by this sign-in). */
  recoveryCode: recoveryCodeSchema.optional(),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const staffSessionSchema = z.object({
  jwtToken: z.string(),
  expiresIn: z.number().int(),
  user: staffUserSchema,
});

export const refreshRequestSchema = z
  .object({
    refreshToken: z.string().min(10).max(200).optional(),
    kind: z.enum(['staff', 'customer']).optional(),
  })
  .optional();

/** A POST without a body (the web app's cookie refresh and logout) reaches validation as null. */
export const refreshBodySchema = refreshRequestSchema.nullable();

export const refreshedSessionSchema = z.object({
  jwtToken: z.string(),
  expiresIn: z.number().int(),
  kind: z.enum(['staff', 'customer']),
  user: z.object({ id: idSchema, name: z.string() }).loose(),
});

/**
 * Setting up the second factor: the secret as the app's "setup key" (base32) and the same as an
 * `otpauth://` URI for a QR code. Shown once, while the set-up is not yet confirmed.
 */
export const secondFactorSetupSchema = z.object({ setupKey: z.string(), otpauthUri: z.string() });
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** Confirming the set-up proves the app shows the right codes: a code from the app only. */
export const secondFactorConfirmSchema = z.strictObject({ code: totpCodeSchema });

/** Turning the second factor off needs the password and a code (from the app or a recovery code). */
export const secondFactorDisableSchema = z.strictObject({
  password: z.string().min(1, 'is required').max(200),
  code: secondFactorCodeSchema,
});

/** New recovery codes need a code (from the app or a recovery code). */
export const secondFactorCodeBodySchema = z.strictObject({ code: secondFactorCodeSchema });

/** Recovery codes, shown once: the API keeps only their hashes. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
