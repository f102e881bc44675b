import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { addGstRate, gstRateList, removeGstRate } from './gst-rate.service.js';

export const gstRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listGstRates),
    handler: async () => ({ response: await gstRateList(app.db) }),
  });

  app.route({
    ...routeOf(endpoints.createGstRate),
    handler: async (request, reply) =>
      reply.code(201).send({ response: await addGstRate(app.db, request.body), message: 'GST rate added' }),
  });

  app.route({
    ...routeOf(endpoints.deleteGstRate),
    handler: async (request) => {
      await removeGstRate(app.db, request.params.id);
      return { response: null, message: 'GST rate deleted' };
    },
  });
};
