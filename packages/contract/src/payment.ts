import { z } from 'zod';
import {
  dateOrDateTimeSchema,
  idSchema,
  pageQuerySchema,
  paiseSchema,
  text,
  timestampSchema,
} from './common';
import { orderStatusSchema } from './order';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './plain/statuses';

/**
 * What the storefront posts to the provider's hosted checkout (decision 0031): the page's address
 * and the form's fields (key id, provider order, amount, callback). Only the key id ever reaches
 * the browser, never a secret.
 */
export const paymentStartSchema = z.object({
  provider: z.literal('razorpay'),
  /** The local stand-in (no keys): the page says "demo" and takes no money. */
  demo: z.boolean(),
  checkoutUrl: z.string(),
  fields: z.record(z.string(), z.string()),
  amount: paiseSchema,
  /** When the order is cancelled and its stock released if no payment arrived. */
  expiresAt: timestampSchema,
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** `?order=`: the shop's order the callback is about (the provider's fields say which payment). */
export const paymentCallbackQuerySchema = z.object({ order: idSchema });

/**
 * Hosted checkout's form post: a payment's id, its order and signature, or Razorpay's error fields
 * (`error[code]`, `error[description]`, `error[metadata]` with the order and payment ids).
 */
export const razorpayCallbackSchema = z.looseObject({
  razorpay_payment_id: z.string().max(64).optional(),
  razorpay_order_id: z.string().max(64).optional(),
  razorpay_signature: z.string().max(256).optional(),
  'error[code]': z.string().max(100).optional(),
  'error[description]': z.string().max(500).optional(),
  'error[metadata]': z.string().max(1000).optional(),
});
export type RazorpayCallback = z.infer<typeof razorpayCallbackSchema>;

/** `POST /orders/{id}/refund`: how much (paise; none: all that is left) and why (the customer sees it). */
export const refundRequestSchema = z.strictObject({
  amount: paiseSchema.min(1).optional(),
  reason: text(200).nullish(),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/** What the staff's payments list filters on: where the money stands, how it is paid, when, whose. */
export const paymentFilterSchema = z.object({
  status: z.enum(PAYMENT_STATUSES).optional(),
  method: z.enum(PAYMENT_METHODS).optional(),
  /** Orders placed from this day (India time) or instant. */
  from: dateOrDateTimeSchema.optional(),
  /** Orders placed up to this day (included) or instant. */
  to: dateOrDateTimeSchema.optional(),
  /** As the order list's search: `#1042`, part of a mobile number, or part of a name. */
  q: z.string().trim().max(100).optional(),
});
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

/** `GET /payments` (staff): a page of orders' money, newest order first. */
export const paymentListQuerySchema = pageQuerySchema.extend(paymentFilterSchema.shape);
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;

/**
 * One order's money (issue 15.7): how it is paid and where that stands, what came in (online
 * payments, cash collected), what went back (refunds), what is still to collect, and the
 * provider's payment references.
 */
export const paymentRowSchema = z.object({
  orderId: idSchema,
  orderStatus: orderStatusSchema,
  placedAt: timestampSchema,
  customer: z.object({ id: idSchema, name: z.string(), mobileNumber: z.string() }),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  total: paiseSchema,
  received: paiseSchema,
  /** Of `received`, what was paid by UPI at the door (the rest of a COD order's money is cash). */
  receivedUpi: paiseSchema,
  refunded: paiseSchema,
  /** Cash still to collect on a live cash-on-delivery order; 0 otherwise. */
  due: paiseSchema,
  references: z.array(z.string()),
  /** When its money last moved; null while nothing has. */
  lastMovedAt: timestampSchema.nullable(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;

/** The sums over every order the filter matches, not only the page shown. */
export const paymentTotalsSchema = z.object({
  orders: z.number().int(),
  total: paiseSchema,
  received: paiseSchema,
  /** Of `received`, what was paid by UPI at the door. */
  receivedUpi: paiseSchema,
  refunded: paiseSchema,
  due: paiseSchema,
});
export type PaymentTotals = z.infer<typeof paymentTotalsSchema>;
