import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { requestSiteUrl } from '../../lib/request-site-url.js';
import { handleTopUpCallback, readTopUp, startTopUp } from './wallet-top-up.service.js';

const FORM = 'application/x-www-form-urlencoded';

/** Top-ups start a provider's order each: a few a minute is more than a customer needs. */
const TOP_UP_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

/** Adding money by online payment (decision 0054's addendum): payment's provider, demo and return rules. */
export const walletTopUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.startWalletTopUp),
    config: { rateLimit: TOP_UP_RATE_LIMIT },
    handler: async (request, reply) => {
      // requireCustomer set the principal: the wallet topped up is always the token's own.
      const customerId = request.principal?.id ?? 0;
      const { repeated, ...start } = await startTopUp(
        app.db,
        app.payments,
        { ...app.paymentSite, siteUrl: requestSiteUrl(app.config, request) },
        customerId,
        request.body.amountPaise,
        request.headers['idempotency-key'],
      );
      if (repeated) reply.header('idempotent-replayed', 'true');
      return reply.code(repeated ? 200 : 201).send({ response: start });
    },
  });

  app.route({
    ...routeOf(endpoints.getWalletTopUp),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { response: await readTopUp(app.db, request.principal?.id ?? 0, request.params.id) };
    },
  });

  // Hosted checkout sends the customer's browser back with a plain form post.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    forms.route({
      ...routeOf(endpoints.walletTopUpCallback),
      handler: async (request, reply) => {
        const result = await handleTopUpCallback(
          app.db,
          app.payments,
          request.query.topUp,
          request.body,
          app.clock(),
        );
        return reply.code(303).header('location', result.location).header('cache-control', 'no-store').send();
      },
    });
  });
};
