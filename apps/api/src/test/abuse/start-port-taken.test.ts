import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './api-process.js';

/**
 * `npm start` (scripts/start.mjs) when a port it needs is taken: it says which port and how to choose
 * another, and fails (issue 32 item 19: it used to end with "The web server stopped (exit code 0)").
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

function occupy(port: number, host: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function runStart(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const timer = setTimeout(() => child.kill('SIGTERM'), 90_000);
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('npm start on a port that is taken', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  const dataDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'farm-start-port-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };

  it('names the web port in use, tells how to choose another, and exits non-zero', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const taken = await occupy(webPort, '0.0.0.0');
    cleanups.push(() => taken.close());
    const { code, output } = await runStart({
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir(),
    });
    expect(output).toContain(`Port ${webPort} is already in use`);
    expect(output).toContain(`PORT=${webPort + 1} npm start`);
    expect(code, output).not.toBe(0);
  }, 120_000);

  it('names the API port in use the same way', async () => {
    const [webPort, apiPort] = [await freePort(), await freePort()];
    const taken = await occupy(apiPort, '127.0.0.1');
    cleanups.push(() => taken.close());
    const { code, output } = await runStart({
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir(),
    });
    expect(output).toContain(`Port ${apiPort} is already in use`);
    expect(output).toContain(`API_PORT=${apiPort + 1} npm start`);
    expect(code, output).not.toBe(0);
  }, 120_000);
});
