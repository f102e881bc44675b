import {
  bundleQuerySchema,
  checkoutBodySchema,
  checkoutQuerySchema,
  checkoutResultSchema,
  customerOrdersQuerySchema,
  envelope,
  idempotencyHeadersSchema,
  idParamsSchema,
  manualOrderBodySchema,
  messageEnvelopeSchema,
  orderListQuerySchema,
  orderSchema,
  orderStatusUpdateSchema,
  pagedEnvelope,
} from '@farm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../lib/app-error.js';
import { customerIdFor, requireCustomer, requireCustomerOrStaff, requireStaff } from '../../plugins/auth.js';
import { getBundleFor, getOrderFor, listAllOrders, listCustomerOrders } from './order.service.js';
import type { CheckoutOutcome, OrderActor } from './order-checkout.service.js';
import { placeCustomerOrder, placeManualOrder } from './order-place.service.js';
import { changeOrderStatus, deleteOrder } from './order-status.service.js';

const tags = ['order'];
const security = [{ bearerAuth: [] }];
const CREATED = 'Create Orders Successfully';

function actorOf(request: FastifyRequest): OrderActor {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  return { kind: principal.kind, id: principal.id, name: principal.name };
}

/** 201 either way; a replayed idempotent checkout says so in a header. */
function sendCheckout(reply: FastifyReply, outcome: CheckoutOutcome) {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(201).send({
    response: { cartBundleId: outcome.cartBundleId, orders: outcome.orders },
    message: CREATED,
  });
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/products',
    {
      onRequest: requireCustomer,
      schema: {
        tags,
        security,
        querystring: checkoutQuerySchema,
        headers: idempotencyHeadersSchema,
        body: checkoutBodySchema,
        response: { 201: envelope(checkoutResultSchema) },
      },
    },
    async (request, reply) =>
      sendCheckout(
        reply,
        await placeCustomerOrder(app.db, {
          customerId: customerIdFor(request, request.query.customerId),
          addressId: request.query.addressId,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  );

  app.post(
    '/orders/1',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        headers: idempotencyHeadersSchema,
        body: manualOrderBodySchema,
        response: { 201: envelope(checkoutResultSchema) },
      },
    },
    async (request, reply) =>
      sendCheckout(
        reply,
        await placeManualOrder(app.db, actorOf(request), request.body, request.headers['idempotency-key']),
      ),
  );

  app.get(
    '/orders/all',
    {
      onRequest: requireStaff(),
      schema: {
        tags,
        security,
        querystring: orderListQuerySchema,
        response: { 200: pagedEnvelope(orderSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listAllOrders(app.db, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/orders/bundle',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        querystring: bundleQuerySchema,
        response: { 200: envelope(z.array(orderSchema)) },
      },
    },
    async (request) => ({
      response: await getBundleFor(app.db, actorOf(request), request.query.cartBundleId),
    }),
  );

  app.get(
    '/orders/customer/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        querystring: customerOrdersQuerySchema,
        response: { 200: pagedEnvelope(orderSchema) },
      },
    },
    async (request) => {
      const customerId = customerIdFor(request, request.params.id);
      const { items, page } = await listCustomerOrders(app.db, customerId, request.query);
      return { response: items, page };
    },
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: { tags, security, params: idParamsSchema, response: { 200: envelope(orderSchema) } },
    },
    async (request) => ({ response: await getOrderFor(app.db, actorOf(request), request.params.id) }),
  );

  app.put(
    '/orders/:id',
    {
      onRequest: requireCustomerOrStaff,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: orderStatusUpdateSchema,
        response: { 200: envelope(orderSchema) },
      },
    },
    async (request) => ({
      response: await changeOrderStatus(app.db, app.sms, actorOf(request), request.params.id, request.body),
      message: 'Order updated successfully',
    }),
  );

  app.delete(
    '/orders/:id',
    {
      onRequest: requireStaff(),
      schema: { tags, security, params: idParamsSchema, response: { 200: messageEnvelopeSchema } },
    },
    async (request) => {
      await deleteOrder(app.db, request.params.id);
      return { response: null, message: 'Order deleted successfully' };
    },
  );
};
