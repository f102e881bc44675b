import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './types.js';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/** The API under load, whose CPU time (ms, all its processes) the measured part is charged. */
export type CpuWatch = { cpuMs(): number };

/** Runs one load job in a separate Node process (autocannon) and answers its figures. */
export function drive(job: LoadJob, api?: CpuWatch): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(worker, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    let cpuAtStart: number | undefined;
    child.on('message', (message: LoadResult | { measuring: true }) => {
      if ('measuring' in message) {
        cpuAtStart = api?.cpuMs();
        return;
      }
      answered = true;
      const spent = api && cpuAtStart !== undefined ? api.cpuMs() - cpuAtStart : undefined;
      resolve({
        ...message,
        apiCpuMs: spent !== undefined && message.requests > 0 ? spent / message.requests : undefined,
      });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load process stopped (exit code ${code}) without an answer`));
    });
    child.send(job);
  });
}
