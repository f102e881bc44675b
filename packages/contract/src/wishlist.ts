import { z } from 'zod';
import { idSchema, pageQuerySchema, paiseSchema, timestampSchema } from './common';
import { productOfferSchema, productTranslationsReadSchema } from './product';

export { MAX_WAITING_NOTIFY_REQUESTS, MAX_WISHLIST_ITEMS } from './plain/wishlist-limits';

/** A light product card: what the wishlist page shows. */
export const wishlistProductSchema = z.object({
  id: idSchema,
  productCode: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  price: paiseSchema,
  mrp: z.number().int().nullable(),
  unit: z.string(),
  inStock: z.boolean(),
  /** Per language, the name, description and unit staff translated (`{}` when none). */
  translations: productTranslationsReadSchema,
  /** The offer it shows now, as on the product's card. */
  offer: productOfferSchema.nullable(),
});
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** `GET /customer/wishlist/add?customerId&productId` (idempotent). */
export const wishlistAddQuerySchema = z.object({
  productId: idSchema,
  customerId: idSchema.optional(),
});

// "Notify me when it is back in stock" (the spec's notify-product).

export const NOTIFY_STATUSES = ['waiting', 'notified'] as const;
export const notifyStatusSchema = z.enum(NOTIFY_STATUSES);
export type NotifyStatus = z.infer<typeof notifyStatusSchema>;

/** `POST` and `DELETE /product/notify?productId&customerId`: answer the toast text as `response`. */
export const notifyQuerySchema = z.object({
  productId: idSchema,
  customerId: idSchema.optional(),
});

/** One of a customer's requests (`GET /customer/notify-products/{id}`), newest first. */
export const notifyRequestSchema = z.object({
  id: idSchema,
  productId: idSchema,
  productCode: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  status: notifyStatusSchema,
  createdAt: timestampSchema,
  notifiedAt: timestampSchema.nullable(),
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

/**
 * Staff: the customers who asked about a product (`GET /notify/product/{productId}`): those still
 * waiting oldest first, or (`?status=notified`) those already told, most recently told first.
 */
export const notifyWaitingSchema = z.object({
  id: idSchema,
  customerId: idSchema,
  customerName: z.string(),
  mobileNumber: z.string(),
  status: notifyStatusSchema,
  createdAt: timestampSchema,
  notifiedAt: timestampSchema.nullable(),
});
export type NotifyWaiting = z.infer<typeof notifyWaitingSchema>;

export const notifyProductParamsSchema = z.object({ productId: idSchema });

export const notifyListQuerySchema = pageQuerySchema;

export const notifyProductQuerySchema = pageQuerySchema.extend({
  status: notifyStatusSchema.default('waiting'),
});
export type NotifyProductQuery = z.infer<typeof notifyProductQuerySchema>;

/** Staff: a product customers asked about (`GET /notify/products`), most awaited first. */
export const notifyProductSummarySchema = z.object({
  productId: idSchema,
  productCode: z.string(),
  name: z.string(),
  stock: z.number().int(),
  waiting: z.number().int(),
  notified: z.number().int(),
  lastRequestAt: timestampSchema,
});
export type NotifyProductSummary = z.infer<typeof notifyProductSummarySchema>;
