import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { showSkipLink, useSkipLink } from './subscription-skip-link.service.js';

/** A link is tried without signing in: a few a minute per address stops anyone guessing tokens. */
const SKIP_LINK_RATE_LIMIT = { max: 20, timeWindow: '1 minute' };

/** The evening reminder's one-tap skip link (issue 34.2): the signed token is the only right needed. */
export const subscriptionSkipLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.readSkipLink),
    config: { rateLimit: SKIP_LINK_RATE_LIMIT },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { response: await showSkipLink(app.db, request.params.token, app.clock()) };
    },
  });

  app.route({
    ...routeOf(endpoints.useSkipLink),
    config: { rateLimit: SKIP_LINK_RATE_LIMIT },
    handler: async (request) => ({
      response: await useSkipLink(app.db, request.params.token, app.clock()),
    }),
  });
};
