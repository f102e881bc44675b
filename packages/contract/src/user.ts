import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';
import { STAFF_ROLES } from './plain/statuses';

export const staffRoleSchema = z.enum(STAFF_ROLES);

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
export const passwordSchema = z.string().min(8, 'must be at least 8 characters').max(200);

/** A staff account as the API shows it: never a password or its hash. */
export const staffUserSchema = z.object({
  id: idSchema,
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserCreateSchema = z.strictObject({
  name: text(100),
  email: emailSchema,
  password: passwordSchema,
  role: staffRoleSchema,
});
export type StaffUserCreate = z.infer<typeof staffUserCreateSchema>;

export const staffUserUpdateSchema = z.strictObject({
  name: text(100).optional(),
  email: emailSchema.optional(),
  password: passwordSchema.optional(),
  role: staffRoleSchema.optional(),
  active: z.boolean().optional(),
});
export type StaffUserUpdate = z.infer<typeof staffUserUpdateSchema>;

export const staffLoginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
  rememberMe: z.boolean().optional(),
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
