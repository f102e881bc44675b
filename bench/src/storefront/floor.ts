import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../api/process.js';
import { repoRoot } from '../paths.js';
import { firstLoadJsKb } from './build.js';
import { untilAnswering } from './web-server.js';

const floorApp = path.join(repoRoot, 'bench', 'floor-app');
const stats = path.join(floorApp, '.next', 'diagnostics', 'route-bundle-stats.json');

/** What the floor depends on: its own files and the installed Next and React. */
function inputsChangedAt(): number {
  const files = [
    path.join(floorApp, 'app', 'layout.jsx'),
    path.join(floorApp, 'app', 'page.jsx'),
    path.join(floorApp, 'next.config.mjs'),
    path.join(repoRoot, 'node_modules', 'next', 'package.json'),
    path.join(repoRoot, 'node_modules', 'react', 'package.json'),
    path.join(repoRoot, 'node_modules', 'react-dom', 'package.json'),
  ];
  return Math.max(...files.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
}

/**
 * The framework's floor: first-load JS (gzipped kB) of the empty page of `bench/floor-app`, built
 * with the repository's own Next and React (bench/README.md). An empty page inside the shop's
 * build would not do: the root not-found page (the store's frame) rides on every page of it.
 */
export function floorJsKb(log: (line: string) => void): number | null {
  if (!fs.existsSync(stats) || fs.statSync(stats).mtimeMs < inputsChangedAt()) {
    log('Building the empty floor app (next build)...');
    const next = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
    const result = spawnSync(process.execPath, [next, 'build', floorApp], {
      cwd: floorApp,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) return null;
  }
  return firstLoadJsKb('/', floorApp);
}

/**
 * The floor app's production server (`next start`), so the bench can score the empty page as the
 * reference phone: what Next and React alone cost its main thread (issue 36). Call after `floorJsKb`.
 */
export async function startFloor(): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const next = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [next, 'start', floorApp, '-p', String(port), '-H', '127.0.0.1'], {
    cwd: floorApp,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/`;
  await untilAnswering(child, url, 60, 'the floor app');
  return { url, stop: () => child.kill('SIGTERM') };
}
