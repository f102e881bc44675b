import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import type { BenchTarget } from '../database.js';
import { cpuMsOf } from '../load/cpu.js';
import { type BenchRazorpay, startBenchRazorpay } from './razorpay.js';

export const BENCH_ADMIN = { email: 'bench@farm.test', password: 'bench-admin-password' };

/** The API under test: a production build in its own process. */
export type ApiProcess = {
  url: string;
  pid: number;
  /** API processes serving the port (several: a primary and its workers, apps/api/src/process-group.ts). */
  processes: number;
  /** CPU time its processes have used so far, ms (Linux /proc; 0 elsewhere). */
  cpuMs(): number;
  /** Resident memory now, in MB (Linux /proc): of the API's largest process, and of all of them. */
  rssMb(): number;
  totalRssMb(): number;
  /** Its payment provider: Razorpay's stand-in, whose webhook secret the bench signs with. */
  razorpay: BenchRazorpay;
  stop(): Promise<void>;
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the bundled API on `target` and waits until it serves (its baseline body is ready). */
export async function startApiProcess(
  serverJs: string,
  target: BenchTarget,
  {
    processes = 1,
    redisUrl,
    smoke = false,
    dataDir,
  }: {
    processes?: number;
    /** Given, the API uses it whatever its number of processes (two groups share one Redis). */
    redisUrl?: string | undefined;
    smoke?: boolean;
    /** On PostgreSQL: the group's own DATA_DIR (a machine's disk; the default is the working folder's). */
    dataDir?: string | undefined;
  } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  // BENCH_CPU_PROFILE=dir: the API writes a V8 CPU profile there when it stops (open it in DevTools).
  const profile = process.env.BENCH_CPU_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const razorpay = await startBenchRazorpay();
  const child = spawn(process.execPath, [...flags, serverJs], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Every request of the load comes from 127.0.0.1: scale the per-client limits (sign-ins).
      RATE_LIMIT_SCALE: '1000',
      BENCH_BASELINE_URL: '/api/product/all?size=24&sort=newest',
      ...razorpay.env,
      // The reconciliation would settle paid orders behind the webhooks' back (they are measured).
      PAYMENT_CHECK_SECONDS: '3600',
      ...(target.kind === 'postgres'
        ? {
            DATABASE_URL: target.url,
            DATABASE_POOL_SIZE: '10',
            ...(dataDir ? { DATA_DIR: dataDir } : {}),
            // The subscription day (src/subscriptions/) waits for the job: it looks every second, and a
            // run of 10,000 days is not taken for a dead one (pg-boss's expiry) however long it takes.
            SUBSCRIPTION_GENERATION_SECONDS: '1',
            JOB_TIMEOUT_SECONDS: '900',
          }
        : { DATA_DIR: target.dataDir, DATABASE_URL: '' }),
      API_PROCESSES: String(processes),
      // The smoke checks that every scenario answers, often on a machine busy with the rest of the
      // tests: the API's load shedding (503 when a request would wait long) would fail it there.
      ...(smoke ? { LOAD_SHEDDING: 'false' } : {}),
      REDIS_URL: redisUrl ?? '',
      // The run's own keys on a Redis other runs and tests may share.
      REDIS_KEY_PREFIX: `farm-bench-${process.pid}:`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForReady(child, processes).catch(async (error) => {
    await razorpay.close();
    throw error;
  });
  const pid = child.pid ?? 0;
  const group = () => [pid, ...childrenOf(pid)].map(rssOf);
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    processes,
    cpuMs: () => [pid, ...childrenOf(pid)].reduce((sum, id) => sum + cpuMsOf(id), 0),
    rssMb: () => Math.max(...group()),
    totalRssMb: () => group().reduce((sum, mb) => sum + mb, 0),
    razorpay,
    stop: () => stopChild(child).then(() => razorpay.close()),
  };
}

/** The process ids a process started (Linux /proc). */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((task) => fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/))
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Ready once each API process has printed its baseline body. */
function waitForReady(child: ChildProcess, processes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error('the API did not start within 180 s')), 180_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${error.message}\n${output.slice(-2000)}`));
    };
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.split('bench: baseline body').length > processes) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`the API stopped while starting (exit code ${code})`)));
  });
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
