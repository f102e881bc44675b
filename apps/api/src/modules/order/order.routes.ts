import { endpoints } from '@farm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import { placeCustomerOrder, placePhoneOrder } from './checkout/order-requests.js';
import type { CheckoutOutcome } from './checkout/place-order.js';
import { getBundleFor, getOrderFor, listAllOrders, listCustomerOrders } from './order.service.js';
import type { OrderActor } from './order-actor.js';
import { changeOrderStatus, deleteOrder } from './order-status.service.js';

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
  app.route({
    ...routeOf(endpoints.placeOrder),
    handler: async (request, reply) =>
      sendCheckout(
        reply,
        await placeCustomerOrder(app.db, {
          customerId: customerIdFor(request, request.query.customerId),
          addressId: request.query.addressId,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        }),
      ),
  });

  app.route({
    ...routeOf(endpoints.placePhoneOrder),
    handler: async (request, reply) =>
      sendCheckout(
        reply,
        await placePhoneOrder(app.db, actorOf(request), request.body, request.headers['idempotency-key']),
      ),
  });

  app.route({
    ...routeOf(endpoints.listOrders),
    handler: async (request) => {
      const { items, page } = await listAllOrders(app.db, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getOrderBundle),
    handler: async (request) => ({
      response: await getBundleFor(app.db, actorOf(request), request.query.cartBundleId),
    }),
  });

  app.route({
    ...routeOf(endpoints.listCustomerOrders),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.params.id);
      const { items, page } = await listCustomerOrders(app.db, customerId, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.getOrder),
    handler: async (request) => ({
      response: await getOrderFor(app.db, actorOf(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(endpoints.changeOrderStatus),
    handler: async (request) => ({
      response: await changeOrderStatus(app.db, app.sms, actorOf(request), request.params.id, request.body),
      message: 'Order updated successfully',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteOrder),
    handler: async (request) => {
      await deleteOrder(app.db, request.params.id);
      return { response: null, message: 'Order deleted successfully' };
    },
  });
};
