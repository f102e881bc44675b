import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { listSubscribable } from './subscription.repository.js';
import { changeSubscription } from './subscription-change.service.js';
import { createSubscription } from './subscription-create.service.js';
import { markSubscribable } from './subscription-products.service.js';
import { listSubscriptions, readCalendar } from './subscription-read.service.js';

/** The signed-in customer (requireCustomer has set the principal): ownership comes from the token. */
function customerOf(request: FastifyRequest) {
  return { customerId: request.principal?.id ?? 0 };
}

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.createSubscription),
    handler: async (request, reply) => {
      const { customerId } = customerOf(request);
      const created = await createSubscription(app.db, customerId, request.body, app.clock());
      return reply.code(201).send({ response: created });
    },
  });

  app.route({
    ...routeOf(endpoints.listSubscriptions),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { response: await listSubscriptions(app.db, customerOf(request).customerId) };
    },
  });

  app.route({
    ...routeOf(endpoints.subscriptionCalendar),
    handler: async (request, reply) => {
      // Cut-offs pass: never kept by a browser.
      reply.header('cache-control', 'no-store');
      const days = await readCalendar(
        app.db,
        customerOf(request),
        request.params.id,
        request.query,
        app.clock(),
      );
      return { response: days };
    },
  });

  app.route({
    ...routeOf(endpoints.skipSubscriptionDay),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'SKIP', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.setSubscriptionDayQuantity),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'QUANTITY', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.pauseSubscription),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'PAUSE', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.resumeSubscription),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'RESUME', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.changeSubscriptionPattern),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'PATTERN', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.cancelSubscription),
    handler: async (request) => ({
      response: await changeSubscription(
        app.db,
        customerOf(request),
        request.params.id,
        { kind: 'CANCEL', ...request.body },
        app.clock(),
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.listSubscribableProducts),
    handler: async () => ({
      response: (await listSubscribable(app.db)).map((row) => ({ ...row, subscribable: true })),
    }),
  });

  app.route({
    ...routeOf(endpoints.setProductSubscribable),
    handler: async (request) => ({
      response: await markSubscribable(app.db, request.params.productId, request.body),
    }),
  });
};
