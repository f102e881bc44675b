import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common';
import { indianMobileSchema } from './contact';
import { messageFailureSchema } from './notification';

export const SMS_STATUSES = ['stored', 'sent', 'failed'] as const;
export const smsStatusSchema = z.enum(SMS_STATUSES);

/**
 * One message the shop sent (or, with the `outbox` provider, only stored). `stored`: kept in the
 * outbox, or waiting for the gateway; `sent`: the gateway accepted it; `failed`: it did not.
 */
export const smsMessageSchema = z.object({
  id: idSchema,
  to: z.string(),
  body: z.string(),
  provider: z.string(),
  status: smsStatusSchema,
  error: messageFailureSchema.nullable(),
  errorDetail: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type SmsMessage = z.infer<typeof smsMessageSchema>;

export const smsListQuerySchema = pageQuerySchema.extend({
  /** Only the messages to this number. */
  to: indianMobileSchema.optional(),
  status: smsStatusSchema.optional(),
});
export type SmsListQuery = z.infer<typeof smsListQuerySchema>;
