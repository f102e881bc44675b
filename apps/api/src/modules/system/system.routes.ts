import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { systemJobs } from './system.service.js';

/** Admin → System (issue 35.2). */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getSystemJobs),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { response: await systemJobs(app.db, app.clock()) };
    },
  });
};
