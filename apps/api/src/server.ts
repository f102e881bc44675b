import { startApi } from './bootstrap.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await startApi(config);
await app.listen({ port: config.API_PORT, host: config.API_HOST });

// SIGTERM / SIGINT: stop taking requests, finish the ones in flight, close the database.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  });
}
