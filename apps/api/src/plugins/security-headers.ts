import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Headers on every API answer (JSON, problem details, media files, the docs page), whatever
 * route or error produced it. A JSON answer opened straight in a browser is data, never a page:
 * nothing in it may load or run, nobody may frame it, and no browser may sniff it into HTML.
 */
export const API_CONTENT_SECURITY_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The one HTML page the API serves: Swagger UI at /api/docs. Its scripts and pictures are its own
 * files (@fastify/swagger-ui ships no inline script); it adds `<style>` elements at run time, and
 * that page shows only our own API description, so inline styles are allowed there.
 */
export const DOCS_CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function contentSecurityPolicy(reply: FastifyReply): string {
  const own = reply.getHeader('content-security-policy');
  // A route's own policy (media files are sandboxed) stays; it only gains the framing rule.
  if (typeof own === 'string' && own !== '') {
    return /frame-ancestors/i.test(own) ? own : `${own}; frame-ancestors 'none'`;
  }
  const type = String(reply.getHeader('content-type') ?? '');
  return type.startsWith('text/html') ? DOCS_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY;
}

async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('content-security-policy', contentSecurityPolicy(reply));
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
