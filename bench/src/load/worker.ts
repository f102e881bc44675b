// The load process: autocannon in its own Node process, so that the client's work does not run on
// the API's event loop. It gets one `LoadJob` from its parent, runs a warm-up and then the measured
// part, and answers a `LoadResult`. Response times are kept whole to compute p50/p95/p99 exactly.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './types.js';

// Idempotency keys unique to this process and to each request it sends, warm-up and measured alike.
const keyPrefix = randomUUID();
let sent = 0;

async function run(job: LoadJob, seconds: number, record: boolean, amount?: number) {
  let next = job.offset ?? 0;
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  // Several APIs: the connections (and a smoke's requests) split evenly, as a load balancer would.
  const urls = job.urls?.length ? job.urls : [job.url];
  const share = (total: number, index: number) =>
    Math.floor(total / urls.length) + (index < total % urls.length ? 1 : 0);
  const instances = urls.map((url, index) => {
    const instance = autocannon({
      url,
      connections: Math.max(1, share(job.connections, index)),
      ...(amount ? { amount: Math.max(1, share(amount, index)) } : { duration: seconds }),
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            const spec = job.requests[next++ % job.requests.length];
            if (!spec) return request;
            return {
              ...request,
              method: spec.method,
              path: spec.path,
              headers: {
                ...job.headers,
                ...spec.headers,
                ...(spec.idempotent ? { 'idempotency-key': `${keyPrefix}-${sent++}` } : {}),
              },
              ...(spec.body === undefined ? {} : { body: spec.body }),
            };
          },
        },
      ],
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!record) return;
      times.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    return instance;
  });
  const results = await Promise.all(instances);
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts, 0);
  return { times, statuses, errors };
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

process.once('message', async (job: LoadJob) => {
  if (job.warmup > 0) await run(job, job.warmup, false);
  process.send?.({ measuring: true });
  const started = performance.now();
  const { times, statuses, errors } = await run(job, job.duration, true, job.amount);
  const seconds = job.amount ? (performance.now() - started) / 1000 : job.duration;
  times.sort((a, b) => a - b);
  const result: LoadResult = {
    seconds,
    requests: times.length,
    rps: times.length / seconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    statuses,
    errors,
  };
  process.send?.(result, () => process.exit(0));
});
