import type { FastifyPluginAsync } from 'fastify';

/** Headers of the stand-in's answer the browser needs: its page, its policy, where it sends it. */
const ANSWER_HEADERS = ['content-type', 'location', 'content-security-policy', 'cache-control'];

/**
 * With several API processes the demo's one Razorpay stand-in runs in the group's primary
 * (process-group.ts): each process forwards the browser's requests under its prefix (hosted
 * checkout's pages and buttons) there, as they came, and answers what it answered.
 */
export function forwardTo(standinUrl: string, prefix: string): FastifyPluginAsync {
  return async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      done(null, body);
    });
    scope.all('/*', async (request, reply) => {
      const path = request.url.startsWith(prefix) ? request.url.slice(prefix.length) : request.url;
      const contentType = request.headers['content-type'];
      const answer = await fetch(`${standinUrl}${path}`, {
        method: request.method,
        headers: contentType ? { 'content-type': contentType } : {},
        body: Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
      });
      reply.code(answer.status);
      for (const name of ANSWER_HEADERS) {
        const value = answer.headers.get(name);
        if (value) reply.header(name, value);
      }
      return reply.send(Buffer.from(await answer.arrayBuffer()));
    });
  };
}
