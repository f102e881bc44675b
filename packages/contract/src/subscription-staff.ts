import { z } from 'zod';
import { idSchema, pageQuerySchema } from './common';
import { DELIVERY_AREA_TRANSLATED } from './delivery';
import { SUBSCRIPTION_STATUSES } from './plain/subscription';
import { subscriptionDaySchema, subscriptionSchema } from './subscription';
import { translationsReadSchema } from './translations';
import { walletSchema } from './wallet';

/** `GET /admin/subscriptions`: a page of subscriptions, filtered as staff look on a call. */
export const staffSubscriptionQuerySchema = pageQuerySchema.extend({
  areaId: idSchema.optional(),
  slotId: idSchema.optional(),
  productId: idSchema.optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  /** Paused today (India). */
  paused: z.stringbool().optional(),
  /** The wallet will not cover the next days (settings `lowBalanceDays`). */
  lowBalance: z.stringbool().optional(),
  /** Part of the customer's name or mobile number. */
  q: z.string().trim().max(100).optional(),
});
export type StaffSubscriptionQuery = z.infer<typeof staffSubscriptionQuerySchema>;

/** One row of the staff's list: the subscription, its customer, area, and where its money stands. */
export const staffSubscriptionRowSchema = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  startDay: z.iso.date(),
  customer: z.object({ id: z.number().int(), name: z.string(), mobileNumber: z.string() }),
  area: z
    .object({
      id: z.number().int(),
      name: z.string(),
      translations: translationsReadSchema(DELIVERY_AREA_TRANSLATED),
    })
    .nullable(),
  slotId: z.number().int(),
  productIds: z.array(z.number().int()),
  pausedToday: z.boolean(),
  balancePaise: z.number().int(),
  /** What the next `lowBalanceDays` days of the customer's subscriptions cost, in paise. */
  comingCostPaise: z.number().int(),
  lowBalance: z.boolean(),
});
export type StaffSubscriptionRow = z.infer<typeof staffSubscriptionRowSchema>;

/** One customer on the phone: their subscriptions with the next days, and their wallet. */
export const staffCustomerSubscriptionsSchema = z.object({
  customer: z.object({ id: z.number().int(), name: z.string(), mobileNumber: z.string() }),
  subscriptions: z.array(subscriptionSchema.extend({ calendar: z.array(subscriptionDaySchema) })),
  wallet: walletSchema,
});
export type StaffCustomerSubscriptions = z.infer<typeof staffCustomerSubscriptionsSchema>;

export const staffCustomerParamsSchema = z.object({ customerId: idSchema });
