import { endpoints } from '@farm/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import {
  confirmSessionBeforeError,
  customerIdFor,
  requireCustomerConfirmedByHandler,
} from '../../plugins/auth.js';
import { setRetryAfterHeader } from '../otp/index.js';
import { createCheckoutThrottle } from './checkout/checkout-throttle.js';
import { placeCustomerOrder, placePhoneOrder } from './checkout/order-requests.js';
import type { CheckoutOutcome } from './checkout/place-order.js';
import { quotePhoneOrder } from './checkout/quote.js';
import { getBundleFor, getOrderFor, listAllOrders, listCustomerOrders } from './order.service.js';
import type { OrderActor } from './order-actor.js';
import { archiveOrder, deleteOrder } from './order-archive.service.js';
import { buyAgain } from './order-buy-again.service.js';
import { recordCashCollected } from './order-cash.service.js';
import { restockReturnedLine } from './order-restock.service.js';
import { returnOrderLines } from './order-return.service.js';
import { changeOrderStatus, statusChangeMessage } from './order-status.service.js';

const CREATED = 'Create Orders Successfully';

/** A person calling: a customer or staff (the shop itself acts only off the request path). */
type PersonActor = Extract<OrderActor, { kind: 'customer' | 'staff' }>;

function actorOf(request: FastifyRequest): PersonActor {
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
  const checkoutThrottle = createCheckoutThrottle({
    db: app.db,
    redis: app.redis,
    prefix: app.config.REDIS_KEY_PREFIX,
    scale: app.config.RATE_LIMIT_SCALE,
    onStoreError: (err) => app.log.warn({ reason: String(err) }, 'checkout throttle: Redis failed'),
  });
  app.addHook('onError', setRetryAfterHeader);

  app.route({
    // The session is confirmed by the checkout's first statement (one round trip fewer per order);
    // an error answer before it confirms it first.
    ...routeOf(endpoints.placeOrder, { onRequest: requireCustomerConfirmedByHandler }),
    errorHandler: confirmSessionBeforeError,
    preHandler: checkoutThrottle.check,
    handler: async (request, reply) => {
      const customerId = customerIdFor(request, request.query.customerId);
      const outcome = await placeCustomerOrder(app.db, {
        customerId,
        sessionId: request.sessionToConfirm ?? null,
        addressId: request.query.addressId,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        limitScale: app.config.RATE_LIMIT_SCALE,
        now: app.clock(),
        onlinePayment: app.payments.enabled,
      });
      // The checkout's first statement confirmed the session, a retried key's too.
      request.sessionToConfirm = undefined;
      if (!outcome.replayed) await checkoutThrottle.placed(customerId);
      return sendCheckout(reply, outcome);
    },
  });

  app.route({
    ...routeOf(endpoints.placePhoneOrder),
    handler: async (request, reply) =>
      sendCheckout(
        reply,
        await placePhoneOrder(app.db, actorOf(request), request.body, {
          idempotencyKey: request.headers['idempotency-key'],
          now: app.clock(),
        }),
      ),
  });

  app.route({
    ...routeOf(endpoints.quotePhoneOrder),
    handler: async (request) => ({ response: await quotePhoneOrder(app.db, request.body, app.clock()) }),
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
    ...routeOf(endpoints.buyAgain),
    handler: async (request) => ({
      response: await buyAgain(app.db, customerIdFor(request, undefined), request.params.id),
    }),
  });

  app.route({
    ...routeOf(endpoints.changeOrderStatus),
    handler: async (request) => {
      const order = await changeOrderStatus(app.db, actorOf(request), request.params.id, request.body);
      return { response: order, message: statusChangeMessage(order) };
    },
  });

  app.route({
    ...routeOf(endpoints.recordCashCollected),
    handler: async (request) => ({
      response: await recordCashCollected(app.db, actorOf(request), request.params.id, request.body),
      message: 'Cash collected recorded',
    }),
  });

  app.route({
    ...routeOf(endpoints.restockReturnedLine),
    handler: async (request) => ({
      response: await restockReturnedLine(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.productId,
      ),
      message: 'Returned to stock',
    }),
  });

  app.route({
    ...routeOf(endpoints.returnOrderLines),
    handler: async (request) => ({
      response: await returnOrderLines(app.db, actorOf(request), request.params.id, request.body),
      message: 'Return recorded',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteOrder),
    handler: async (request) => {
      await deleteOrder(app.db, request.params.id);
      return { response: null, message: 'Order deleted successfully' };
    },
  });

  app.route({
    ...routeOf(endpoints.archiveOrder),
    handler: async (request) => ({
      response: await archiveOrder(app.db, actorOf(request), request.params.id, true),
      message: `Order #${request.params.id} archived`,
    }),
  });

  app.route({
    ...routeOf(endpoints.unarchiveOrder),
    handler: async (request) => ({
      response: await archiveOrder(app.db, actorOf(request), request.params.id, false),
      message: `Order #${request.params.id} is back in the list`,
    }),
  });
};
