import { z } from 'zod';
import { envelope, idParamsSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { orderSchema } from '../order';
import {
  paymentCallbackQuerySchema,
  paymentStartSchema,
  razorpayCallbackSchema,
  refundRequestSchema,
} from '../payment';
import { paymentRoutes } from '../plain/routes/payment';

export const paymentEndpoints = endpointsOf('payment', paymentRoutes, {
  startPayment: { params: idParamsSchema, responses: { 200: envelope(paymentStartSchema) } },
  refundOrder: {
    params: idParamsSchema,
    body: refundRequestSchema,
    responses: { 200: envelope(orderSchema) },
  },
  razorpayCallback: {
    query: paymentCallbackQuerySchema,
    body: razorpayCallbackSchema,
    responses: { 303: z.unknown().meta({ description: "To the order's page, saying paid or not" }) },
  },
  // The body is Razorpay's event, read raw (its signature is over the exact bytes), not by a schema.
  razorpayWebhook: { responses: { 200: z.object({ received: z.boolean() }) } },
});
