import cluster, { type Worker } from 'node:cluster';
import { jwtSecretOf, prepareDatabase, type StartOptions } from './bootstrap.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { paymentModeOf, SHARED_DEMO_STANDIN_VARIABLE } from './plugins/payment-mode.js';
import { DEMO_PREFIX } from './plugins/payments.js';
import { startRazorpayStandin } from './standins/razorpay/index.js';

const INDEX_VARIABLE = 'FARM_API_PROCESS_INDEX';
/**
 * Set by the primary for the processes it starts, after it prepared the database. An environment
 * variable rather than `cluster.isWorker`: a process manager's cluster mode (pm2 -i) also starts
 * server.ts as a cluster worker, with no primary of ours that migrated anything.
 */
const PREPARED_VARIABLE = 'FARM_DATABASE_PREPARED';
/** A process that dies is started again, unless they keep dying: then the group stops. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * The API's entry files (server.ts, the bench's) start here. With API_PROCESSES > 1 this process
 * becomes the group's primary (decision 0039): it only starts and watches the processes, each of which
 * runs the same entry file again and lands in `serve`. Otherwise `serve` runs in this process alone.
 * `serve` is told how startApi should start in the process it runs in.
 */
export async function serveAloneOrAsGroup(
  config: Config,
  serve: (start: StartOptions) => Promise<void>,
): Promise<void> {
  if (config.API_PROCESSES > 1 && cluster.isPrimary) {
    await runProcesses(config);
    return;
  }
  // The first (or only) process also runs the timed work; the others serve requests alone.
  await serve({ background: workerIndex() === 0, databasePrepared: process.env[PREPARED_VARIABLE] === '1' });
}

/** Which of the group this process is (0 when it runs alone). */
function workerIndex(): number {
  return Number(process.env[INDEX_VARIABLE] ?? 0);
}

const log = (message: string) => console.log(`[api] ${message}`);
/** prepareDatabase's logger: it passes details first, as pino does. */
const bootLog = {
  info: (details: unknown, message?: string) => log(message ?? String(details)),
  warn: (details: unknown, message?: string) => log(message ?? String(details)),
};

/**
 * The primary of `API_PROCESSES` processes sharing one port (node:cluster hands each new connection
 * to the next). It migrates the database and makes the first admin and secrets once, before any
 * process starts (so that nothing is printed or created twice, and the processes, told so, only open
 * it), then starts the processes, starts again one that dies, and on SIGTERM / SIGINT passes the
 * signal on and exits when all have.
 */
async function runProcesses(config: Config): Promise<void> {
  const database = await prepareDatabase(config, bootLog);
  await jwtSecretOf(database, config);
  const shared = await sharedDemoStandin(database.db, config);
  await database.close();

  let stopping = false;
  const restarts: number[] = [];
  const start = (index: number): Worker => {
    const worker = cluster.fork({
      [INDEX_VARIABLE]: String(index),
      [PREPARED_VARIABLE]: '1',
      ...(shared ? { [SHARED_DEMO_STANDIN_VARIABLE]: shared } : {}),
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && (restarts[0] ?? 0) < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        log(`API process ${index} keeps stopping (last: code ${code}, signal ${signal}); stopping all`);
        stopAll(1);
        return;
      }
      log(`API process ${index} stopped (code ${code}, signal ${signal}); starting it again`);
      setTimeout(() => {
        if (!stopping) workers[index] = start(index);
      }, RESTART_DELAY_MS);
    });
    return worker;
  };
  const workers = Array.from({ length: config.API_PROCESSES }, (_, index) => start(index));
  log(`${config.API_PROCESSES} API processes on port ${config.API_PORT}`);

  function stopAll(exitCode: number) {
    stopping = true;
    const alive = workers.filter((w) => !w.isDead());
    if (alive.length === 0) process.exit(exitCode);
    let left = alive.length;
    let worst = exitCode;
    for (const worker of alive) {
      // A process still starting has no handler yet and ends by the signal itself: nothing was in flight.
      worker.once('exit', (code, signal) => {
        worst = Math.max(worst, code ?? (signal === 'SIGTERM' ? 0 : 1));
        if (--left === 0) process.exit(worst);
      });
      worker.process.kill('SIGTERM');
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      stopAll(0);
    });
  }
}

/**
 * A demo's Razorpay stand-in keeps its orders and payments in memory: with several processes each
 * would hold its own, and a payment started in one would be unknown to the next. The primary runs
 * the one stand-in on a port of its own at 127.0.0.1; the processes point the SDK at it and forward
 * the browser's checkout pages to it (plugins/demo-standin-forward.ts).
 */
async function sharedDemoStandin(db: Db, config: Config): Promise<string | undefined> {
  const { demo } = await paymentModeOf(db, config);
  if (!demo) return undefined;
  const standin = await startRazorpayStandin({
    ...demo.keys,
    webhookUrl: `http://127.0.0.1:${config.API_PORT}/api/payments/razorpay/webhook`,
    publicUrl: DEMO_PREFIX,
  });
  log(`Demo payments: one Razorpay stand-in for all processes at ${standin.url}`);
  return standin.url;
}
