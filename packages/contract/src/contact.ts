import { z } from 'zod';
import { idSchema, pageQuerySchema, text, timestampSchema } from './common';
import { emailSchema } from './user';

/**
 * An Indian number of 10 digits after an optional `+91`, `91` or `0` prefix (spaces and dashes
 * allowed), normalised to E.164: `98765 43210` → `+919876543210`.
 */
function indianNumberSchema(tenDigits: RegExp, message: string) {
  const pattern = new RegExp(`^(?:\\+91|91|0)?(${tenDigits.source})$`);
  return z
    .string()
    .trim()
    .max(20, message)
    .transform((value, ctx) => {
      const digits = pattern.exec(value.replace(/[\s()-]/g, ''))?.[1];
      if (!digits) {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return `+91${digits}`;
    })
    .meta({ example: '+919876543210' });
}

/** A mobile number (Indian mobiles start with 6 to 9), stored as `+91XXXXXXXXXX`. */
export const indianMobileSchema = indianNumberSchema(/[6-9]\d{9}/, 'must be a 10-digit Indian mobile number');

/** Any Indian phone number, mobile or landline with its STD code, stored as `+91XXXXXXXXXX`. */
export const indianPhoneSchema = indianNumberSchema(/[1-9]\d{9}/, 'must be a 10-digit Indian phone number');

/** The storefront's contact form (the spec's "contact-us"). */
export const contactCreateSchema = z.strictObject({
  name: text(100),
  mobileNumber: indianMobileSchema,
  email: emailSchema.nullish(),
  message: text(2000),
});
export type ContactCreate = z.infer<typeof contactCreateSchema>;

export const contactMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  mobileNumber: z.string(),
  email: z.string().nullable(),
  message: z.string(),
  read: z.boolean(),
  readAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** A message as staff see it: with the customer account of that mobile number, if there is one. */
export const staffContactMessageSchema = contactMessageSchema.extend({
  customer: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type StaffContactMessage = z.infer<typeof staffContactMessageSchema>;

export const contactListQuerySchema = pageQuerySchema.extend({
  /** `true`: only unread messages; `false`: only read ones. */
  unread: z.stringbool().optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const contactReadSchema = z.strictObject({ read: z.boolean() });
