import { z } from 'zod';
import { SUBSCRIPTION_REPORT_TABLES } from './plain/reports';
import { checkRange, rangeFields } from './report';

/**
 * The subscription report (issue 34.6): who subscribes, how much is delivered each day, the pauses
 * and skips of the range, the money held in wallets (a liability) and what monthly bills are owed.
 */
export const subscriptionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Now: customers with at least one live subscription, and those subscriptions. */
  activeSubscribers: z.number().int(),
  activeSubscriptions: z.number().int(),
  /** Units delivered by subscription orders per day and product (a litre pack is one unit). */
  quantities: z.array(
    z.object({
      day: z.string(),
      productId: z.number().int(),
      name: z.string(),
      unit: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** Per product over the range. */
  productTotals: z.array(
    z.object({ productId: z.number().int(), name: z.string(), unit: z.string(), quantity: z.number().int() }),
  ),
  /** Changes customers or staff made for days of the range: skipped days and pauses starting in it. */
  skips: z.number().int(),
  pauses: z.number().int(),
  /** Money held in wallets now: the shop owes it in goods (a closed-system PPI's liability). */
  walletsHeldPaise: z.number().int(),
  wallets: z.array(
    z.object({
      customerId: z.number().int(),
      name: z.string(),
      mobileNumber: z.string(),
      balancePaise: z.number().int(),
    }),
  ),
  /** What monthly-bill customers owe now, and each of them. */
  billsDuePaise: z.number().int(),
  bills: z.array(
    z.object({
      customerId: z.number().int(),
      name: z.string(),
      mobileNumber: z.string(),
      duePaise: z.number().int(),
    }),
  ),
});
export type SubscriptionReport = z.infer<typeof subscriptionReportSchema>;

export const subscriptionReportExportSchema = z
  .object({ ...rangeFields, table: z.enum(SUBSCRIPTION_REPORT_TABLES) })
  .superRefine(checkRange);
export type SubscriptionReportExport = z.infer<typeof subscriptionReportExportSchema>;
