import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { listAreas } from './delivery-area.repository.js';
import {
  addClosure,
  closuresFromToday,
  removeArea,
  removeClosure,
  saveArea,
} from './delivery-area.service.js';
import { checkDelivery } from './delivery-check.service.js';

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.checkDelivery),
    handler: async (request, reply) => {
      // Slots fill and cut-offs pass: never kept by a browser or the HTTP cache.
      reply.header('cache-control', 'no-store');
      return { response: await checkDelivery(app.db, request.query, app.clock()) };
    },
  });

  app.route({
    ...routeOf(endpoints.listDeliveryAreas),
    handler: async (request) => ({ response: await listAreas(app.db, request.query) }),
  });

  app.route({
    ...routeOf(endpoints.createDeliveryArea),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send({ response: await saveArea(app.db, null, request.body), message: 'Delivery area added' }),
  });

  app.route({
    ...routeOf(endpoints.updateDeliveryArea),
    handler: async (request) => ({
      response: await saveArea(app.db, request.params.id, request.body),
      message: 'Delivery area saved',
    }),
  });

  app.route({
    ...routeOf(endpoints.deleteDeliveryArea),
    handler: async (request) => {
      await removeArea(app.db, request.params.id);
      return { response: null, message: 'Delivery area deleted' };
    },
  });

  app.route({
    ...routeOf(endpoints.listDeliveryClosures),
    handler: async () => ({ response: await closuresFromToday(app.db, app.clock()) }),
  });

  app.route({
    ...routeOf(endpoints.createDeliveryClosure),
    handler: async (request, reply) =>
      reply.code(201).send({
        response: await addClosure(app.db, request.body, app.clock()),
        message: 'Day closed for delivery',
      }),
  });

  app.route({
    ...routeOf(endpoints.deleteDeliveryClosure),
    handler: async (request) => {
      await removeClosure(app.db, request.params.id);
      return { response: null, message: 'Day open for delivery again' };
    },
  });
};
