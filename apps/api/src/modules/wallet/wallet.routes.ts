import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerExists } from '../customer/index.js';
import { credit, readWallet } from './wallet.service.js';

export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getWallet),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // requireCustomer set the principal: the wallet is always the token's own.
      const customerId = request.principal?.id ?? 0;
      return { response: await readWallet(app.db, customerId, request.query) };
    },
  });

  app.route({
    ...routeOf(endpoints.getCustomerWallet),
    handler: async (request) => {
      const { customerId } = request.params;
      if (!(await customerExists(app.db, customerId))) throw notFound('Customer', 'CUSTOMER_NOT_FOUND');
      return { response: await readWallet(app.db, customerId, request.query) };
    },
  });

  app.route({
    ...routeOf(endpoints.creditWallet),
    handler: async (request, reply) => {
      const { customerId } = request.params;
      if (!(await customerExists(app.db, customerId))) throw notFound('Customer', 'CUSTOMER_NOT_FOUND');
      const { amount, reason, note, idempotencyKey } = request.body;
      const moved = await credit(app.db, {
        customerId,
        amount,
        reason,
        note,
        idempotencyKey: `staff:${idempotencyKey}`,
        actor: 'STAFF',
        staffUserId: request.principal?.id ?? null,
      });
      return reply.code(moved.repeated ? 200 : 201).send({ response: moved.entry });
    },
  });
};
