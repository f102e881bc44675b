// Runs one step of `npm test` as a child process and says how long it took. A step run beside
// another gets a prefix on each of its lines, so that interleaved logs still say whose line is whose.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

/**
 * Resolves to { status, error, ms } when the command has ended; never rejects (a command that
 * cannot start has status null and the error).
 */
export function runCommand(command, args, { cwd, env, prefix = '' }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (prefix) {
      const copy = (from, to) =>
        readline.createInterface({ input: from }).on('line', (l) => to.write(`${prefix}${l}\n`));
      copy(child.stdout, process.stdout);
      copy(child.stderr, process.stderr);
    }
    const end = (status, error) => resolve({ status, error, ms: Date.now() - started });
    child.on('error', (error) => end(null, error));
    child.on('close', (status) => end(status));
  });
}
