import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { orderStatusSchema } from './order';
import { DEFAULT_LOW_STOCK_LIMIT, productTranslationsReadSchema } from './product';
import { committedQuantitySchema } from './subscription';
import { translationsReadSchema } from './translations';

/**
 * The low-stock limit of a product that has none of its own: an active product with its limit or
 * fewer in stock (but some) counts as running low. Each product may set its own (`lowStockLimit`).
 */
export const LOW_STOCK_THRESHOLD = DEFAULT_LOW_STOCK_LIMIT;

/** How many rows each of the dashboard's short lists shows. */
export const DASHBOARD_LIST_SIZE = 8;

/** Orders placed in a period and what they are worth (paise, delivery fee included). */
export const salesFigureSchema = z.object({
  orders: z.number().int(),
  revenue: z.number().int(),
});
export type SalesFigure = z.infer<typeof salesFigureSchema>;

export const stockAlertSchema = z.object({
  id: idSchema,
  productCode: z.string(),
  name: z.string(),
  unit: z.string(),
  stock: z.number().int(),
  /** The product's own low-stock limit. */
  lowStockLimit: z.number().int(),
  /** The product's name and unit as staff translated them (`{}` when none), for a Tamil dashboard. */
  translations: productTranslationsReadSchema,
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

export const unrepliedReviewSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productName: z.string(),
  /** The product's name as staff translated it (`{ ta: { name } }`, `{}` when none), for a Tamil dashboard. */
  productTranslations: translationsReadSchema(['name'] as const),
  customerName: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  createdAt: timestampSchema,
});

export const unreadMessageSchema = z.object({
  id: idSchema,
  name: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
});

/**
 * GET /dashboard (staff). Days and months are India's (Asia/Kolkata); orders that were cancelled
 * or returned count neither as orders nor as revenue. Each list holds the newest (or the emptiest)
 * few, each `…Count` the whole number.
 */
export const dashboardSchema = z.object({
  today: salesFigureSchema,
  month: salesFigureSchema,
  /** One entry per open status, zero included. */
  waiting: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  /** Cash-on-delivery orders shipped or delivered whose cash nobody has recorded yet: how many, how much (paise). */
  cashToCollect: z.object({ orders: z.number().int(), amount: z.number().int() }),
  /** The limit of products without their own (each alert carries its product's `lowStockLimit`). */
  lowStockThreshold: z.number().int(),
  lowStockCount: z.number().int(),
  lowStock: z.array(stockAlertSchema),
  outOfStockCount: z.number().int(),
  outOfStock: z.array(stockAlertSchema),
  unrepliedReviewCount: z.number().int(),
  unrepliedReviews: z.array(unrepliedReviewSchema),
  unreadMessageCount: z.number().int(),
  unreadMessages: z.array(unreadMessageSchema),
  /** Tomorrow (India) as the subscriptions' calendars commit it, per product and slot (issue 34.6). */
  committedTomorrow: z.object({ day: z.iso.date(), lines: z.array(committedQuantitySchema) }),
  generatedAt: timestampSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;
