import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerIdFor } from '../../plugins/auth.js';
import {
  listProductRequestPage,
  listRequestedProductPage,
  listStockAlertPage,
  requestStockAlert,
  withdrawStockAlert,
} from './stock-alert.service.js';

/** "Notify me when it is back in stock". The customer comes from the token. */
export const stockAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.requestNotify),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      return { response: await requestStockAlert(app.db, customerId, request.query.productId) };
    },
  });

  app.route({
    ...routeOf(endpoints.withdrawNotify),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.query.customerId);
      return { response: await withdrawStockAlert(app.db, customerId, request.query.productId) };
    },
  });

  app.route({
    ...routeOf(endpoints.listNotifyRequests),
    handler: async (request) => {
      const customerId = customerIdFor(request, request.params.id);
      const { items, page } = await listStockAlertPage(app.db, customerId, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.listProductNotifyRequests),
    handler: async (request) => {
      const { items, page } = await listProductRequestPage(app.db, request.params.productId, request.query);
      return { response: items, page };
    },
  });

  app.route({
    ...routeOf(endpoints.listNotifyProducts),
    handler: async (request) => {
      const { items, page } = await listRequestedProductPage(app.db, request.query);
      return { response: items, page };
    },
  });
};
