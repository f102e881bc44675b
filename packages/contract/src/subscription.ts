import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { DELIVERY_AREA_TRANSLATED } from './delivery';
import {
  SUBSCRIPTION_DAILY_LIMIT_MAX,
  SUBSCRIPTION_DAY_STATUSES,
  SUBSCRIPTION_LIMITS,
  SUBSCRIPTION_NOT_GENERATED_REASONS,
  SUBSCRIPTION_PATTERNS,
  SUBSCRIPTION_STATUSES,
} from './plain/subscription';
import { productTranslationsReadSchema } from './product';
import { translationsReadSchema } from './translations';

const daySchema = z.iso.date();
const quantitySchema = z.number().int().min(1).max(SUBSCRIPTION_LIMITS.maxQuantity);
const weekdaySchema = z.number().int().min(1).max(7);

/** One product of a pattern: a quantity, or (PER_WEEKDAY) seven quantities, Monday first. */
export const subscriptionLineSchema = z.strictObject({
  productId: idSchema,
  quantity: quantitySchema.nullable().optional(),
  weekdayQuantities: z
    .array(z.number().int().min(0).max(SUBSCRIPTION_LIMITS.maxQuantity))
    .length(7)
    .nullable()
    .optional(),
});
export type SubscriptionLine = z.infer<typeof subscriptionLineSchema>;

/** Which days and how much: the pattern from its first day on (decision 0054). */
export const subscriptionPatternInputSchema = z
  .strictObject({
    kind: z.enum(SUBSCRIPTION_PATTERNS),
    /** WEEKDAYS: the chosen ISO weekdays (Monday 1 … Sunday 7). */
    weekdays: z.array(weekdaySchema).max(7).optional(),
    lines: z.array(subscriptionLineSchema).min(1).max(SUBSCRIPTION_LIMITS.maxLines),
  })
  .superRefine((pattern, ctx) => {
    if (pattern.kind === 'WEEKDAYS' && !pattern.weekdays?.length)
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: 'Choose at least one weekday' });
    const products = new Set(pattern.lines.map((l) => l.productId));
    if (products.size !== pattern.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Name each product once' });
    pattern.lines.forEach((line, i) => {
      const perWeekday = pattern.kind === 'PER_WEEKDAY';
      if (perWeekday && !line.weekdayQuantities?.some((q) => q > 0))
        ctx.addIssue({
          code: 'custom',
          path: ['lines', i, 'weekdayQuantities'],
          message: 'Give a quantity for at least one weekday',
        });
      if (!perWeekday && !line.quantity)
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'quantity'], message: 'Give a quantity' });
    });
  });
export type SubscriptionPatternInput = z.infer<typeof subscriptionPatternInputSchema>;

export const subscriptionCreateSchema = z.strictObject({
  addressId: idSchema,
  slotId: idSchema,
  startDay: daySchema,
  pattern: subscriptionPatternInputSchema,
});
export type SubscriptionCreate = z.infer<typeof subscriptionCreateSchema>;

/** A pattern as stored: from its first day until the next pattern's. */
export const subscriptionPatternSchema = z.object({
  fromDay: daySchema,
  kind: z.enum(SUBSCRIPTION_PATTERNS),
  weekdays: z.array(z.number().int()),
  lines: z.array(
    z.object({
      productId: z.number().int(),
      quantity: z.number().int().nullable(),
      weekdayQuantities: z.array(z.number().int()).nullable(),
    }),
  ),
});

export const subscriptionSchema = z.object({
  id: z.number().int(),
  addressId: z.number().int(),
  slotId: z.number().int(),
  startDay: daySchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Every pattern, oldest first; the last one whose `fromDay` has come is in force. */
  patterns: z.array(subscriptionPatternSchema),
  createdAt: timestampSchema,
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const subscriptionCalendarQuerySchema = z.object({
  days: z.coerce.number<number>().int().min(1).max(SUBSCRIPTION_LIMITS.maxCalendarDays).default(14),
  /** The first day shown; today in India when left out. */
  fromDay: daySchema.optional(),
});

/** One day of a subscription: what comes, or why nothing, and until when it may still change. */
export const subscriptionDaySchema = z.object({
  day: daySchema,
  status: z.enum(SUBSCRIPTION_DAY_STATUSES),
  lines: z.array(z.object({ productId: z.number().int(), quantity: z.number().int() })),
  changeableUntil: timestampSchema,
  changeable: z.boolean(),
  /** `NOT_GENERATED`: why the job placed nothing (its `lines` are what was due). */
  notGenerated: z.enum(SUBSCRIPTION_NOT_GENERATED_REASONS).optional(),
});
export type SubscriptionDay = z.infer<typeof subscriptionDaySchema>;

export const subscriptionDayInputSchema = z.strictObject({ day: daySchema });
export const subscriptionDayQuantitySchema = z.strictObject({
  day: daySchema,
  productId: idSchema,
  /** 0 leaves the product out of that day. */
  quantity: z.number().int().min(0).max(SUBSCRIPTION_LIMITS.maxQuantity),
});
export const subscriptionPauseSchema = z
  .strictObject({ fromDay: daySchema, untilDay: daySchema.nullable().optional() })
  .refine((p) => !p.untilDay || p.untilDay >= p.fromDay, {
    path: ['untilDay'],
    message: 'The last day must not be before the first day',
  });
export const subscriptionFromDaySchema = z.strictObject({ fromDay: daySchema });
export const subscriptionPatternChangeSchema = z.strictObject({
  fromDay: daySchema,
  pattern: subscriptionPatternInputSchema,
});

/** Which products staff let customers subscribe to. */
export const subscribableProductSchema = z.object({
  productId: z.number().int(),
  subscribable: z.boolean(),
  /**
   * The most of the product the farm sells for one delivery day, subscribed and one-off together:
   * one-off orders stop at it, subscribers never do (issue 34.6). Null: no limit.
   */
  dailyLimit: z.number().int().nullable(),
});
export const subscribableInputSchema = z.strictObject({
  subscribable: z.boolean(),
  /** Left out: the limit stays as it was; null: none. */
  dailyLimit: z.number().int().min(1).max(SUBSCRIPTION_DAILY_LIMIT_MAX).nullable().optional(),
});

/**
 * How much of a product a delivery slot's subscriptions commit on a day, read from their calendars
 * (the function generation reads), before and after the cut-off alike (issue 34.6).
 */
export const committedQuantitySchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  unit: z.string(),
  /** The product's name and unit in other languages, as staff wrote them. */
  translations: productTranslationsReadSchema,
  slotId: z.number().int(),
  areaName: z.string(),
  /** The area's name in other languages, as staff wrote it. */
  areaTranslations: translationsReadSchema(DELIVERY_AREA_TRANSLATED),
  startsAt: z.string(),
  endsAt: z.string(),
  quantity: z.number().int(),
  subscriptions: z.number().int(),
});
export type CommittedQuantity = z.infer<typeof committedQuantitySchema>;
export const productIdParamsSchema = z.object({ productId: idSchema });
