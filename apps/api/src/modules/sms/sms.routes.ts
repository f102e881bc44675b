import { pagedEnvelope, smsListQuerySchema, smsMessageSchema } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/auth.js';
import { listOutboxPage } from './sms.service.js';

export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sms/outbox',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['sms'],
        security: [{ bearerAuth: [] }],
        summary: 'Messages the shop sent or stored, newest first',
        querystring: smsListQuerySchema,
        response: { 200: pagedEnvelope(smsMessageSchema) },
      },
    },
    async (request) => {
      const { items, page } = await listOutboxPage(app.db, request.query);
      return { response: items, page };
    },
  );
};
