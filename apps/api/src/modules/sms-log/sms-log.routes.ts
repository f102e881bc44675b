import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { listSmsLogPage } from './sms-log.service.js';

export const smsLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listOutboxMessages),
    handler: async (request) => {
      // Who read the outbox, and which part (demo codes are readable there): an audit trail.
      request.log.info(
        { audit: 'sms-outbox-read', staffId: request.principal?.id, query: request.query },
        'SMS outbox read',
      );
      const { items, page } = await listSmsLogPage(app.db, request.query);
      return { response: items, page };
    },
  });
};
