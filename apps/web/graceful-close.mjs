// Closing the web server on SIGTERM without cutting a request and without waiting for ever.
// `server.close()` alone stops taking connections but keeps serving the kept-alive ones as long as
// their client sends on them: nginx, holding idle connections to the web servers, kept a web server
// that was told to stop serving for minutes (seen in the two-machine test's restart without draining).

/**
 * Prepares `server` for a graceful close (call it as the server is made). The close stops taking
 * connections, closes the idle kept-alive ones (Node's `close()` does), answers every request in
 * flight or still arriving with `Connection: close` (so its client opens the next one elsewhere),
 * and after `graceMs` cuts what is left. It resolves true when every connection ended by itself,
 * false when some had to be cut. A request sent on an idle connection at the very moment it is
 * closed is lost to its client: take the machine out of the load balancer first (docs/deployment.md).
 * @param {import('node:http').Server} server
 * @returns {{ close(graceMs: number): Promise<boolean> }}
 */
export function gracefulClose(server) {
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  let closing = false;
  const lastOnItsConnection = (res) => {
    if (!res.headersSent) res.setHeader('connection', 'close');
  };
  server.prependListener('request', (_req, res) => {
    if (closing) return lastOnItsConnection(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return {
    close(graceMs) {
      closing = true;
      for (const res of inFlight) lastOnItsConnection(res);
      return new Promise((resolve) => {
        let cut = false;
        const timer = setTimeout(() => {
          cut = true;
          server.closeAllConnections();
        }, graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(!cut);
        });
      });
    },
  };
}
