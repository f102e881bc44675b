import { dashboardSchema, envelope } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import { getDashboard } from './dashboard.service.js';

/** The staff's first screen, in one request. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary:
          "Today's and this month's sales (India time), open orders, stock alerts, unanswered reviews and messages",
        response: { 200: envelope(dashboardSchema) },
      },
    },
    async () => ({ response: await getDashboard(app.db) }),
  );
};
