import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { changeSubscription } from './subscription-change.service.js';
import { listStaffSubscriptions, staffCustomerSubscriptions } from './subscription-staff.service.js';

/** The staff member from the token (requireStaff set the principal): the change records who did it. */
function staffOf(request: FastifyRequest) {
  return { staffUserId: request.principal?.id ?? 0 };
}

/** Staff on a customer's call (issue 34.6): the list, one customer, and changes on their behalf. */
export const subscriptionStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listStaffSubscriptions),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { items, page } = await listStaffSubscriptions(app.db, request.query, app.clock());
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.staffCustomerSubscriptions),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { staffUserId } = staffOf(request);
      return {
        response: await staffCustomerSubscriptions(
          app.db,
          staffUserId,
          request.params.customerId,
          app.clock(),
        ),
      };
    },
  });

  const change = (request: FastifyRequest, id: number, what: Parameters<typeof changeSubscription>[3]) =>
    changeSubscription(app.db, staffOf(request), id, what, app.clock());

  app.route({
    ...routeOf(endpoints.staffSkipSubscriptionDay),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'SKIP', ...request.body }),
    }),
  });
  app.route({
    ...routeOf(endpoints.staffSetSubscriptionDayQuantity),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'QUANTITY', ...request.body }),
    }),
  });
  app.route({
    ...routeOf(endpoints.staffPauseSubscription),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'PAUSE', ...request.body }),
    }),
  });
  app.route({
    ...routeOf(endpoints.staffResumeSubscription),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'RESUME', ...request.body }),
    }),
  });
  app.route({
    ...routeOf(endpoints.staffChangeSubscriptionPattern),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'PATTERN', ...request.body }),
    }),
  });
  app.route({
    ...routeOf(endpoints.staffCancelSubscription),
    handler: async (request) => ({
      response: await change(request, request.params.id, { kind: 'CANCEL', ...request.body }),
    }),
  });
};
