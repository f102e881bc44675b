import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './types.js';

const worker = path.join(path.dirname(fileURLToPath(import.meta.url)), 'worker.ts');

/** Runs one load job in a separate Node process (autocannon) and answers its figures. */
export function drive(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(worker, [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let answered = false;
    child.once('message', (result: LoadResult) => {
      answered = true;
      resolve(result);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`load process stopped (exit code ${code}) without an answer`));
    });
    child.send(job);
  });
}
