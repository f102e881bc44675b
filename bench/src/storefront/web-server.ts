import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../api/process.js';
import { repoRoot } from '../paths.js';

const web = path.join(repoRoot, 'apps', 'web');

/** The storefront's production server (apps/web/server.mjs) in front of the bench's API. */
export async function startWeb(apiUrl: string) {
  const api = new URL(apiUrl);
  const port = await freePort();
  // Server-side reads are cached on disk; another run's answers must not be served here.
  const clearCache = () =>
    fs.rmSync(path.join(web, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });
  clearCache();
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: web,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_HOST: api.hostname,
      API_PORT: api.port,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(child, `${url}/api/health`, 120, 'the web server');
  return { url, stop: () => stop(child).then(clearCache) };
}

/** Waits until `url` answers 200 from the started `child`, or says why not (`what` stopped, or did not start in time). */
export async function untilAnswering(child: ChildProcess, url: string, seconds: number, what: string) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Milliseconds to the first byte of a page's HTML. After Lighthouse has scored a page in this
 * process (the audit blocks the event loop for seconds), the web server has closed
 * the idle kept-alive socket, and a fetch sent before that close was read failed with "other
 * side closed" (CI, 30 Nov). Yielding to the loop first lets the close be seen; a socket closed
 * under the request all the same is asked again once.
 */
export async function timeToFirstByte(url: string, again = true): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(url);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (again && code === 'UND_ERR_SOCKET') return timeToFirstByte(url, false);
    throw error;
  }
  const reader = res.body?.getReader();
  await reader?.read();
  const elapsed = performance.now() - started;
  await reader?.cancel();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return elapsed;
}
