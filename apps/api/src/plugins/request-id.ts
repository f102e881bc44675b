import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER, requestIdOf } from '../lib/request-id.js';

/**
 * Fastify's own request id (`request.id`, `reqId` in every log line of the request) is the one the
 * web server passed on, or a traceparent's trace id, or a new one (lib/request-id.ts): the options
 * go to Fastify's constructor. Every answer names it, so a customer's "it failed" can be found.
 */
export const requestIdOptions = {
  genReqId: (req: { headers: Parameters<typeof requestIdOf>[0] }) => requestIdOf(req.headers),
  // Not Fastify's header reading: it would take any text as the id, unchecked.
  requestIdHeader: false,
} as const;

async function requestIdPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return payload;
  });
}

export default fp(requestIdPlugin, { name: 'request-id' });
