import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMsOf } from './cpu.js';
import type { LoadJob, LoadResult } from './types.js';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/** The API under load, whose CPU time (ms, all its processes) the measured part is charged. */
export type CpuWatch = { cpuMs(): number };

/**
 * Runs one load job in a separate Node process (autocannon) and answers its figures. `watches`:
 * other processes whose CPU time over the measured part the answer gives by name (`cpu`), beside
 * the load process's own (`load`).
 */
export function drive(
  job: LoadJob,
  api?: CpuWatch,
  watches: Record<string, CpuWatch> = {},
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(worker, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const all: Record<string, CpuWatch> = { ...watches, load: { cpuMs: () => cpuMsOf(child.pid ?? 0) } };
    const read = () => Object.fromEntries(Object.entries(all).map(([name, w]) => [name, w.cpuMs()]));
    let answered = false;
    let cpuAtStart: number | undefined;
    let atStart: { wall: number; ms: Record<string, number> } | undefined;
    child.on('message', (message: LoadResult | { measuring: true }) => {
      if ('measuring' in message) {
        cpuAtStart = api?.cpuMs();
        atStart = { wall: performance.now(), ms: read() };
        return;
      }
      answered = true;
      const spent = api && cpuAtStart !== undefined ? api.cpuMs() - cpuAtStart : undefined;
      const now = read();
      resolve({
        ...message,
        apiCpuMs: spent !== undefined && message.requests > 0 ? spent / message.requests : undefined,
        cpu: atStart && {
          wallMs: performance.now() - atStart.wall,
          ms: Object.fromEntries(
            Object.entries(now).map(([name, ms]) => [name, ms - (atStart?.ms[name] ?? 0)]),
          ),
        },
      });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load process stopped (exit code ${code}) without an answer`));
    });
    child.send(job);
  });
}
