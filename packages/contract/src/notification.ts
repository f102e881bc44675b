import { z } from 'zod';
import { idSchema, pageQuerySchema, timestampSchema } from './common';
import {
  CUSTOMER_MESSAGE_STATUSES,
  MESSAGE_ATTEMPT_RESULTS,
  MESSAGE_CHANNELS,
  MESSAGE_FAILURES,
  ORDER_MESSAGE_EVENTS,
} from './plain/notification';

export const orderMessageEventSchema = z.enum(ORDER_MESSAGE_EVENTS);
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export const customerMessageStatusSchema = z.enum(CUSTOMER_MESSAGE_STATUSES);
/** Why a message was not sent (a code), and its detail: a template value's name or the gateway's answer. */
export const messageFailureSchema = z.enum(MESSAGE_FAILURES);

/** One try at handing a message to its gateway. */
export const messageAttemptSchema = z.object({
  at: timestampSchema,
  channel: messageChannelSchema,
  provider: z.string(),
  result: z.enum(MESSAGE_ATTEMPT_RESULTS),
  error: messageFailureSchema.nullable(),
  errorDetail: z.string().nullable(),
});
export type MessageAttempt = z.infer<typeof messageAttemptSchema>;

/** One message about an order on one channel, with every attempt to send it. */
export const customerMessageSchema = z.object({
  id: idSchema,
  orderId: idSchema,
  event: orderMessageEventSchema,
  channel: messageChannelSchema,
  to: z.string(),
  /** The registered template: DLT template id for SMS, the approved template's name for WhatsApp. */
  template: z.string(),
  /**
   * The template's key: which words the event was told in (`shipped`: `shippedOwn` out for delivery,
   * `shippedCourier`, or `shippedCourierTracked` with the courier's number); empty on older rows.
   */
  templateKey: z.string(),
  body: z.string(),
  status: customerMessageStatusSchema,
  error: messageFailureSchema.nullable(),
  errorDetail: z.string().nullable(),
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  attempts: z.array(messageAttemptSchema),
});
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

export const customerMessageListQuerySchema = pageQuerySchema.extend({
  status: customerMessageStatusSchema.optional(),
});
export type CustomerMessageListQuery = z.infer<typeof customerMessageListQuerySchema>;

/** The customer's choices about messages, and when they last made them. */
export const messagePreferencesSchema = z.object({
  /** Order messages on WhatsApp as well as SMS (opt-in). */
  whatsapp: z.boolean(),
  /** The messages that are not service messages (confirmed, delivered); on unless turned off. */
  orderUpdates: z.boolean(),
  /** The evening reminder before each subscription delivery, with its skip link (opt-in, issue 34.2). */
  eveningReminders: z.boolean(),
  updatedAt: timestampSchema.nullable(),
});
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

export const messagePreferencesUpdateSchema = z.strictObject({
  whatsapp: z.boolean().optional(),
  orderUpdates: z.boolean().optional(),
  eveningReminders: z.boolean().optional(),
});
export type MessagePreferencesUpdate = z.infer<typeof messagePreferencesUpdateSchema>;
