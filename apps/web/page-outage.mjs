// A page drawn while the API could not be reached answers 503, not 200. Its words are the same
// ("we could not load this product, try again"), but a load balancer reads the status: nginx sends a
// GET answered 502 or 503 to another machine (docs/deployment.md), and a 200 would have been the
// customer's answer. Seen in the two-machine test: with one machine's API killed, its web server drew
// the product page as "could not load" with 200 before nginx had marked the machine down.

/**
 * Watches one page request: when its drawing marked the API unreachable in the page request's store
 * (`apiUnreachable`, set by src/lib/api/server.ts), the 200 it was about to send becomes 503 with
 * `Retry-After` and no caching. Next writes the status when the page's first bytes are ready, after
 * the page's own reads (no route shows a loading state before them).
 * @param {import('node:http').ServerResponse} res
 * @param {{ apiUnreachable?: boolean }} store
 */
export function answerUnavailableOnApiOutage(res, store) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadUnlessOutage(status, ...rest) {
    if (status !== 200 || !store.apiUnreachable) return writeHead.call(this, status, ...rest);
    this.setHeader('retry-after', '5');
    this.setHeader('cache-control', 'no-store');
    const [reason, ...headers] = rest;
    return typeof reason === 'string'
      ? writeHead.call(this, 503, 'Service Unavailable', ...headers)
      : writeHead.call(this, 503, ...rest);
  };
}
