import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningApi, startApi, untilAnswering, watch } from '../abuse/api-process.js';
import { repoRoot } from '../abuse/shop-fixtures.js';

const webRoot = path.join(repoRoot, 'apps/web');

/** Whether the web server's production build is there (`node scripts/start.mjs --build-only`). */
export const webBuilt = () => existsSync(path.join(webRoot, '.next/BUILD_ID'));

type RunningWeb = { child: ChildProcess; exited: Promise<number | string>; output(): string };

/**
 * One machine of docs/deployment.md: an API and a web server in front of it, each on its own port,
 * with a `DATA_DIR` no other machine sees; what they share (PostgreSQL, Redis, the bucket) comes in
 * `env`. Started, stopped and restarted on the same ports, as systemd would.
 */
export class Machine {
  readonly dataDir: string;
  api?: RunningApi;
  web?: RunningWeb;
  /** Every machine's API (`API_ADDRESSES`), as the deployment guide sets it: the same list everywhere. */
  apiAddresses = '';

  private constructor(
    readonly name: string,
    private readonly server: string,
    private readonly env: Record<string, string>,
    readonly apiPort: number,
    readonly webPort: number,
  ) {
    this.dataDir = mkdtempSync(path.join(os.tmpdir(), `farm-machine-${name}-`));
  }

  static async create(name: string, server: string, env: Record<string, string>): Promise<Machine> {
    return new Machine(name, server, env, await freePort(), await freePort());
  }

  get apiUrl() {
    return `http://127.0.0.1:${this.apiPort}`;
  }

  get webUrl() {
    return `http://127.0.0.1:${this.webPort}`;
  }

  async start(extra: Record<string, string> = {}) {
    this.api = await startApi(this.server, {
      ...this.env,
      ...extra,
      DATA_DIR: this.dataDir,
      API_PORT: String(this.apiPort),
    });
    this.web = await startWeb(this.webPort, this.apiAddresses || `127.0.0.1:${this.apiPort}`);
  }

  /** As `systemctl restart`: the web server and then the API get SIGTERM and finish what they have. */
  async stop() {
    for (const part of [this.web, this.api]) {
      if (!part || part.child.exitCode !== null || part.child.signalCode !== null) continue;
      part.child.kill('SIGTERM');
      const code = await part.exited;
      if (code !== 0) throw new Error(`${this.name} did not stop cleanly (${code}):\n${part.output()}`);
    }
  }

  /** Everything either process printed, for a failure's message. */
  output() {
    return `--- ${this.name} API\n${this.api?.output() ?? ''}\n--- ${this.name} web\n${this.web?.output() ?? ''}`;
  }

  async remove() {
    for (const part of [this.web, this.api]) {
      if (part && part.child.exitCode === null && part.child.signalCode === null) part.child.kill('SIGKILL');
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** `node server.mjs` of the web's production build, until `/healthz/ready` answers 200. */
async function startWeb(port: number, apiAddresses: string): Promise<RunningWeb> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: webRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_ADDRESSES: apiAddresses,
      // nginx is the one proxy in front: the client's address is in its X-Forwarded-For.
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { output, exited } = watch(child);
  await untilAnswering(child, { output, exited }, `http://127.0.0.1:${port}/healthz/ready`, 'the web server');
  return { child, exited, output };
}
