// The API as production runs it (`apps/api/src/server.ts`: startApi + listen), plus the benchmark's
// ceiling: a bare route in the same process that answers pre-serialised bytes as large as a product
// list answer. The bench bundles this file the way the API's own build bundles server.ts.
import { loadConfig, type StartOptions, serveAloneOrAsGroup, startApi } from '@farm/api/tooling';

const config = loadConfig();
await serveAloneOrAsGroup(config, serve);

async function serve(start: StartOptions) {
  const app = await startApi(config, start);
  let baseline = '{}';
  app.get('/bench/baseline', { schema: { hide: true } }, (_request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').send(baseline);
  });
  await app.listen({ port: config.API_PORT, host: config.API_HOST });

  const list = await app.inject({ method: 'GET', url: process.env.BENCH_BASELINE_URL ?? '/api/product/all' });
  baseline = list.body;
  process.stdout.write(`bench: baseline body ${Buffer.byteLength(baseline)} bytes\n`);

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
