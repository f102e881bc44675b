// The API as production runs it (`apps/api/src/server.ts`: startApi + listen), plus the benchmark's
// ceiling: a bare route in the same process that answers pre-serialised bytes as large as a product
// list answer. The bench bundles this file the way the API's own build bundles server.ts.
import cluster from 'node:cluster';
import { loadConfig, runProcesses, startApi, workerIndex } from '@farm/api/tooling';

const config = loadConfig();
if (config.API_PROCESSES > 1 && cluster.isPrimary) {
  await runProcesses(config);
} else {
  await serve();
}

async function serve() {
  const app = await startApi(config, { background: workerIndex() === 0 });
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
