import { z } from 'zod';
import { envelope, idParamsSchema, messageEnvelopeSchema, pagedEnvelope } from '../common';
import { endpointsOf } from '../endpoint';
import {
  bundleQuerySchema,
  buyAgainResultSchema,
  cashCollectedSchema,
  checkoutBodySchema,
  checkoutQuerySchema,
  checkoutResultSchema,
  customerOrdersQuerySchema,
  idempotencyHeadersSchema,
  orderBreakdownSchema,
  orderLineReturnSchema,
  orderListQuerySchema,
  orderRestockSchema,
  orderSchema,
  orderStatusUpdateSchema,
  phoneOrderBodySchema,
  phoneOrderQuoteSchema,
} from '../order';
import { orderRoutes } from '../plain/routes/order';

export const orderEndpoints = endpointsOf('order', orderRoutes, {
  placeOrder: {
    query: checkoutQuerySchema,
    headers: idempotencyHeadersSchema,
    body: checkoutBodySchema,
    responses: { 201: envelope(checkoutResultSchema) },
  },
  placePhoneOrder: {
    headers: idempotencyHeadersSchema,
    body: phoneOrderBodySchema,
    responses: { 201: envelope(checkoutResultSchema) },
  },
  quotePhoneOrder: { body: phoneOrderQuoteSchema, responses: { 200: envelope(orderBreakdownSchema) } },
  listOrders: { query: orderListQuerySchema, responses: { 200: pagedEnvelope(orderSchema) } },
  getOrderBundle: { query: bundleQuerySchema, responses: { 200: envelope(z.array(orderSchema)) } },
  listCustomerOrders: {
    params: idParamsSchema,
    query: customerOrdersQuerySchema,
    responses: { 200: pagedEnvelope(orderSchema) },
  },
  getOrder: { params: idParamsSchema, responses: { 200: envelope(orderSchema) } },
  buyAgain: { params: idParamsSchema, responses: { 200: envelope(buyAgainResultSchema) } },
  changeOrderStatus: {
    params: idParamsSchema,
    body: orderStatusUpdateSchema,
    responses: { 200: envelope(orderSchema) },
  },
  deleteOrder: { params: idParamsSchema, responses: { 200: messageEnvelopeSchema } },
  archiveOrder: { params: idParamsSchema, responses: { 200: envelope(orderSchema) } },
  unarchiveOrder: { params: idParamsSchema, responses: { 200: envelope(orderSchema) } },
  recordCashCollected: {
    params: idParamsSchema,
    body: cashCollectedSchema,
    responses: { 200: envelope(orderSchema) },
  },
  restockReturnedLine: {
    params: idParamsSchema,
    body: orderRestockSchema,
    responses: { 200: envelope(orderSchema) },
  },
  returnOrderLines: {
    params: idParamsSchema,
    body: orderLineReturnSchema,
    responses: { 200: envelope(orderSchema) },
  },
});
