// WEB_PROCESSES (issue 35.3): the web server as a group of processes on one port, run for real
// (test/fixtures/web-group.mjs: server.mjs with a stand-in for Next.js) in front of a stand-in API.
// Which process answered is in each request's log line (`pid`).
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });

const FIXTURE = fileURLToPath(new URL('./fixtures/web-group.mjs', import.meta.url));

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** An API that is up: its health check answers 200. */
async function standInApi(): Promise<number> {
  const server = http.createServer((_req, res) => res.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    server.closeAllConnections();
    server.close();
  });
  return (server.address() as AddressInfo).port;
}

type Line = { msg?: string; pid?: number; path?: string };

/** The group, started with `env`; its output's lines as they come, and its port once it listens. */
async function startGroup(env: Record<string, string>) {
  const child = spawn(process.execPath, [FIXTURE], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const lines: Array<Line & { text: string }> = [];
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    const parts = (rest + text).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) lines.push({ ...parseLine(part), text: part });
  });
  child.stderr?.pipe(process.stderr);
  const started = await waitFor(
    () => lines.find((l) => l.text.startsWith('Farm shop web: ')),
    'a start line',
  );
  const port = Number(/localhost:(\d+)/.exec(started.text)?.[1]);
  return { child, lines, port };
}

function parseLine(text: string): Line {
  try {
    return JSON.parse(text) as Line;
  } catch {
    return {};
  }
}

/** `found()` once it is truthy; fails the test after 20 s naming what it waited for. */
async function waitFor<T>(
  found: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
): Promise<T> {
  for (let waited = 0; waited < 20_000; waited += 50) {
    const value = await found();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited 20 s for ${what}`);
}

/** One GET on its own connection (or `agent`'s): status and text, or the error's code. */
function get(
  port: number,
  path: string,
  agent: http.Agent | false = false,
): Promise<{ status: number; text: string; connection?: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        text += d;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text,
          ...(agent ? { connection: res.headers.connection } : {}),
        }),
      );
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message }));
  });
}

/**
 * Waits until `count` processes have drawn a page: each shows the "starting" page (503) until it
 * has seen the API's health check answer, so a request must not reach one still starting.
 */
async function pagesFrom(port: number, count: number) {
  const drawnBy = new Set<string>();
  await waitFor(async () => {
    const answer = await get(port, '/');
    if ('status' in answer && answer.status === 200) drawnBy.add(answer.text);
    return drawnBy.size >= count;
  }, `pages from ${count} processes`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

/** The processes that answered /healthz so far, by their log lines. */
const healthPids = (lines: Line[]) =>
  new Set(lines.filter((l) => l.path === '/healthz' && l.pid).map((l) => l.pid as number));

describe('WEB_PROCESSES: the web server as several processes on one port', () => {
  it('both processes answer; one killed is started again while the other answers', async () => {
    const apiPort = await standInApi();
    const { lines, port } = await startGroup({ WEB_PROCESSES: '2', API_PORT: String(apiPort) });
    // A second process may still be starting when the first listens: ask until both have answered.
    await waitFor(async () => {
      expect(await get(port, '/healthz')).toMatchObject({ status: 200 });
      return healthPids(lines).size >= 2;
    }, 'answers from two processes');
    const [victim, survivor] = [...healthPids(lines)] as [number, number];

    process.kill(victim, 'SIGKILL');
    await waitFor(
      () => lines.find((l) => l.text.includes('stopped (code null, signal SIGKILL)')),
      'the restart',
    );
    const meanwhile = await Promise.all(Array.from({ length: 10 }, () => get(port, '/healthz')));
    expect(meanwhile.map((a) => ('status' in a ? a.status : a.error))).toEqual(Array(10).fill(200));

    // The new process answers too, beside the one that was never stopped.
    await waitFor(async () => {
      await get(port, '/healthz');
      return [...healthPids(lines)].some((pid) => pid !== victim && pid !== survivor);
    }, 'an answer from the restarted process');
  });

  it('SIGTERM: a request in flight is answered, then the group exits with 0 and the port is closed', async () => {
    const apiPort = await standInApi();
    const { child, lines, port } = await startGroup({ WEB_PROCESSES: '2', API_PORT: String(apiPort) });
    await pagesFrom(port, 2);

    // On a kept-alive connection, as nginx's: the answer says the connection ends with it.
    const agent = new http.Agent({ keepAlive: true });
    cleanups.push(() => agent.destroy());
    const slow = get(port, '/slow', agent);
    await waitFor(() => lines.find((l) => l.msg === 'slow page begun'), 'the slow page to begin');
    child.kill('SIGTERM');
    expect(await slow).toEqual({ status: 200, text: 'slow page done', connection: 'close' });
    expect(await exited(child)).toBe(0);
    expect(await get(port, '/healthz')).toEqual({ error: 'ECONNREFUSED' });
  });

  it('one process (the default) stops the same way', async () => {
    const apiPort = await standInApi();
    const { child, lines, port } = await startGroup({ API_PORT: String(apiPort) });
    await pagesFrom(port, 1);

    const slow = get(port, '/slow');
    await waitFor(() => lines.find((l) => l.msg === 'slow page begun'), 'the slow page to begin');
    child.kill('SIGTERM');
    expect(await slow).toEqual({ status: 200, text: 'slow page done' });
    expect(await exited(child)).toBe(0);
    expect(lines.filter((l) => l.text.startsWith('[web]'))).toEqual([]);
  });
});
