import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { getDashboard } from './dashboard.service.js';

/** The staff's first screen, in one request. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getDashboard),
    handler: async () => ({ response: await getDashboard(app.db, app.clock()) }),
  });
};
