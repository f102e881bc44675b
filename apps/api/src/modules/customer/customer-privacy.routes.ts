import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customerOf } from '../../plugins/auth.js';
import { ACCOUNT_RATE_LIMIT } from './customer-account.routes.js';
import { ACCOUNT_CLOSED_MESSAGE, closeAccount } from './customer-closure.service.js';
import { eraseCustomerNow } from './customer-erasure.service.js';
import { exportCustomerData, exportFileName } from './customer-export.service.js';

/**
 * The customer's rights over their data (DPDP Act 2023; decision 0024): closing the account,
 * downloading the data; and the admin's side of a request: the same download, and erasure at once.
 */
export const customerPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.closeAccount),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    // Every session ends with it: the cookies left behind are refused, and the web signs out.
    handler: async (request) => ({
      response: await closeAccount(app.db, customerOf(request).id, request.body.otp),
      message: ACCOUNT_CLOSED_MESSAGE,
    }),
  });

  app.route({
    ...routeOf(endpoints.exportMyData),
    config: { rateLimit: ACCOUNT_RATE_LIMIT },
    handler: async (request, reply) => {
      const data = await exportCustomerData(app.db, customerOf(request).id);
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', `attachment; filename="${exportFileName(data)}"`);
      return { response: data };
    },
  });

  app.route({
    ...routeOf(endpoints.exportCustomerData),
    handler: async (request, reply) => {
      const data = await exportCustomerData(app.db, request.params.id);
      reply.header('cache-control', 'no-store');
      reply.header(
        'content-disposition',
        `attachment; filename="customer-${data.profile.id}-${exportFileName(data)}"`,
      );
      return { response: data };
    },
  });

  app.route({
    ...routeOf(endpoints.eraseCustomer),
    handler: async (request) => ({
      response: await eraseCustomerNow(app.db, request.params.id),
      message: 'Personal data erased',
    }),
  });
};
