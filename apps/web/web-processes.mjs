// The web server as one process or as WEB_PROCESSES processes on one port (issue 35.3), as the API's
// process-group.ts does API_PROCESSES: a primary starts the processes (node:cluster hands each new
// connection to the next), starts again one that dies, and on SIGTERM / SIGINT passes the signal on
// and exits when all have. Each process is the whole web server of server.mjs: pages, /api, /healthz.
import cluster from 'node:cluster';
import { createWebServer } from './api-proxy.mjs';
import { gracefulClose } from './graceful-close.mjs';
import { nameOf, sharedAddressBook } from './src/lib/api/api-addresses.mjs';

/** A process that dies is started again, unless they keep dying: then the group stops. */
const RESTART_DELAY_MS = 1000;
const MAX_RESTARTS_PER_MINUTE = 5;

const log = (message) => console.log(`[web] ${message}`);

/**
 * Runs the web server with `settings` (webSettings): alone, or as the primary of its processes,
 * each of which runs the entry file again and lands here as a worker. `preparePages()` is called
 * in each serving process and resolves to the page handler (Next.js in server.mjs).
 */
export async function runWebServer(settings, preparePages) {
  if (settings.webProcesses > 1 && cluster.isPrimary) return runProcesses(settings);
  const handlePage = await preparePages();
  const addressBook = sharedAddressBook(settings.apiAddresses, settings.apiDownMs);
  const server = createWebServer(settings, handlePage, { waitForApi: true, addressBook });
  const closer = gracefulClose(server);
  const { port, host } = settings;
  server.listen(port, host, () => {
    const apis = settings.apiAddresses.map(nameOf).join(', ');
    console.log(`Farm shop web: http://localhost:${server.address().port} (API on ${apis})`);
  });
  // SIGTERM / SIGINT: requests in flight finish (up to SHUTDOWN_GRACE_SECONDS), then exit.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.once(signal, () =>
      closer.close(settings.shutdownGraceMs).then((clean) => process.exit(clean ? 0 : 1)),
    );
  }
}

function runProcesses(settings) {
  let stopping = false;
  const restarts = [];
  const start = (index) => {
    const worker = cluster.fork();
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const now = Date.now();
      restarts.push(now);
      while (restarts.length && restarts[0] < now - 60_000) restarts.shift();
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        log(`web process ${index} keeps stopping (last: code ${code}, signal ${signal}); stopping all`);
        stopAll(1);
        return;
      }
      log(`web process ${index} stopped (code ${code}, signal ${signal}); starting it again`);
      setTimeout(() => {
        if (!stopping) workers[index] = start(index);
      }, RESTART_DELAY_MS);
    });
    return worker;
  };
  const workers = Array.from({ length: settings.webProcesses }, (_, index) => start(index));
  log(`${settings.webProcesses} web processes on port ${settings.port}`);

  function stopAll(exitCode) {
    stopping = true;
    const alive = workers.filter((worker) => !worker.isDead());
    if (alive.length === 0) process.exit(exitCode);
    let left = alive.length;
    let worst = exitCode;
    for (const worker of alive) {
      worker.once('exit', (code, signal) => {
        worst = Math.max(worst, code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1));
        if (--left === 0) process.exit(worst);
      });
      worker.process.kill('SIGTERM');
    }
  }
  for (const signal of ['SIGTERM', 'SIGINT']) {
    let received = false;
    process.on(signal, () => {
      // The same signal again (Ctrl+C twice): no more waiting. Not SIGTERM after the terminal's SIGINT,
      // which is what `npm start` (scripts/start.mjs) sends on Ctrl+C.
      if (received) {
        for (const worker of workers) worker.process.kill('SIGKILL');
        process.exit(1);
      }
      received = true;
      if (!stopping) stopAll(0);
    });
  }
}
