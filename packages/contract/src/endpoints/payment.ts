import { z } from 'zod';
import { envelope, idParamsSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import { idempotencyHeadersSchema, orderSchema } from '../order';
import {
  paymentCallbackQuerySchema,
  paymentFilterSchema,
  paymentListQuerySchema,
  paymentRowSchema,
  paymentStartSchema,
  paymentTotalsSchema,
  razorpayCallbackSchema,
  refundRequestSchema,
} from '../payment';
import { paymentRoutes } from '../plain/routes/payment';

export const paymentEndpoints = endpointsOf('payment', paymentRoutes, {
  startPayment: { params: idParamsSchema, responses: { 200: envelope(paymentStartSchema) } },
  refundOrder: {
    params: idParamsSchema,
    headers: idempotencyHeadersSchema,
    body: refundRequestSchema,
    responses: { 200: envelope(orderSchema) },
  },
  listPayments: {
    query: paymentListQuerySchema,
    responses: { 200: pagedEnvelope(paymentRowSchema).extend({ totals: paymentTotalsSchema }) },
  },
  exportPayments: {
    query: paymentFilterSchema,
    responses: { 200: z.unknown().meta({ description: 'text/csv, one row per order, a header row first' }) },
  },
  razorpayCallback: {
    query: paymentCallbackQuerySchema,
    body: razorpayCallbackSchema,
    responses: { 303: z.unknown().meta({ description: "To the order's page, saying paid or not" }) },
  },
  // The body is Razorpay's event, read raw (its signature is over the exact bytes), not by a schema.
  razorpayWebhook: { responses: { 200: z.object({ received: z.boolean() }) } },
});
