import { z } from 'zod';
import { idSchema, paiseSchema, text, timestampSchema } from './common';

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
