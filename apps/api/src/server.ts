import { type StartOptions, startApi } from './bootstrap.js';
import { loadConfig } from './config.js';
import { serveAloneOrAsGroup } from './process-group.js';

const config = loadConfig();
// Alone, or as several processes on one port (API_PROCESSES, decision 0039).
await serveAloneOrAsGroup(config, serve);

async function serve(start: StartOptions) {
  const app = await startApi(config, start);
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  // The OpenAPI document is built from every route's schema when first asked for (half a second
  // here, seconds on a busy small machine); build it once the shop answers, so /api/docs opens at once.
  setImmediate(() => {
    try {
      app.swagger();
    } catch (err) {
      app.log.warn({ err }, 'the API documentation could not be built');
    }
  });

  /**
   * SIGTERM / SIGINT: stop taking connections and let the requests in flight finish (a request
   * that arrives on a connection still open meanwhile is served, and its connection closed after:
   * decision 0064), then close the database and exit 0.
   * Requests still running after SHUTDOWN_GRACE_SECONDS are cut off (exit 1), and a second signal
   * exits at once: nothing is left half done either way, since every write is one transaction.
   */
  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn({ signal }, 'second signal: exiting without waiting');
        process.exit(1);
      }
      closing = true;
      app.log.info({ signal }, 'shutting down: finishing the requests in flight');
      // Keep-alive connections (the web server's proxy keeps some) are closed as soon as they are idle,
      // instead of holding the shutdown for the keep-alive timeout.
      const idle = setInterval(() => app.server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => {
        app.log.warn('requests still running after the grace period: closing their connections');
        app.server.closeAllConnections();
        process.exit(1);
      }, config.SHUTDOWN_GRACE_SECONDS * 1000);
      idle.unref();
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }
}
