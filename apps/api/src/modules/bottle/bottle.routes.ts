import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerBottles, listBottleProducts, markBottleProduct } from './bottle.service.js';

/** Returnable bottles (issue 34.5): staff mark products; a customer reads their own balance. */
export const bottleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listBottleProducts),
    handler: async () => ({ response: await listBottleProducts(app.db) }),
  });

  app.route({
    ...routeOf(endpoints.setBottleProduct),
    handler: async (request) => ({
      response: await markBottleProduct(app.db, request.params.productId, request.body.returnable),
    }),
  });

  app.route({
    ...routeOf(endpoints.getMyBottles),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // requireCustomer set the principal: the bottles are always the token's own.
      return { response: await customerBottles(app.db, request.principal?.id ?? 0) };
    },
  });
};
