import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

/**
 * The API as production runs it: bundled by tsup (as `npm run build` does) and started with
 * `node server.js`, listening on a real port, in its own process that a test can SIGKILL or
 * SIGTERM. The bundle goes to node_modules/.cache (so that it finds the API's packages) and is
 * built once per test file.
 */
const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function buildApiBundle(): Promise<{ server: string; remove(): void }> {
  const outDir = path.join(apiRoot, 'node_modules', '.cache', `farm-abuse-${process.pid}-${Date.now()}`);
  mkdirSync(outDir, { recursive: true });
  await build({
    config: false,
    entry: { server: path.join(apiRoot, 'src/server.ts') },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir,
    clean: false,
    silent: true,
    noExternal: ['@farm/contract', '@farm/words'],
  });
  cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
  return {
    server: path.join(outDir, 'server.js'),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type RunningApi = {
  url: string;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
};

/**
 * Starts `node server.js` with `env` and waits until /api/health answers: on `env.API_PORT` when
 * given (a machine restarted where its web server expects it), else on any free port.
 */
export async function startApi(server: string, env: Record<string, string>): Promise<RunningApi> {
  const port = env.API_PORT ? Number(env.API_PORT) : await freePort();
  const child = spawn(process.execPath, [server], {
    cwd: path.dirname(server),
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      API_HOST: '127.0.0.1',
      // As in test-app.ts: these tests fire their own crowds (four checkout streams, eight bodies
      // finishing at once) to see what survives a kill or a restart, and on a loaded CI machine a
      // checkout queued behind them can wait past LOAD_SHED_MAX_WAIT_MS and be shed with a 503
      // (seen 29 Nov: process-durability's SIGKILL stream on PGlite). Shedding has its own tests
      // (load-shedding.test.ts), which turn it on.
      LOAD_SHEDDING: 'false',
      ...env,
      API_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = watch(child);
  const url = `http://127.0.0.1:${port}`;
  await untilAnswering(child, { output, exited }, `${url}/api/health`, 'the API');
  return { url, child, exited, output };
}

/** What a child process prints, and when it ends (its exit code or the signal's name). */
export function watch(child: ChildProcess): { output(): string; exited: Promise<number | string> } {
  let printed = '';
  child.stdout?.on('data', (d) => {
    printed += d;
  });
  child.stderr?.on('data', (d) => {
    printed += d;
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  return { output: () => printed, exited };
}

/**
 * Waits until `probeUrl` answers 2xx, for two minutes at most; throws with what the process printed
 * when it exits first or never answers (and then kills it).
 */
export async function untilAnswering(
  child: ChildProcess,
  watched: ReturnType<typeof watch>,
  probeUrl: string,
  what: string,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const ended = await Promise.race([
      watched.exited,
      new Promise((r) => setTimeout(() => r(undefined), 250)),
    ]);
    if (ended !== undefined)
      throw new Error(`${what} exited (${ended}) while starting:\n${watched.output()}`);
    const ok = await fetch(probeUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (attempt > 480) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not answer within two minutes:\n${watched.output()}`);
    }
  }
}

/** JSON over real HTTP; never throws for an HTTP status, only for a broken connection. */
export async function http(
  api: { url: string },
  method: string,
  pathAndQuery: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await fetch(`${api.url}${pathAndQuery}`, {
    method,
    headers: {
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
    ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
  });
  const text = await res.text();
  let data: any;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return { status: res.status, data, text };
}
