import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../paths.js';

const web = path.join(repoRoot, 'apps', 'web');

/** Newest modification time under the paths (what `scripts/start.mjs` compares with BUILD_ID). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (p: string) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory())
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
  };
  for (const p of paths) visit(path.join(repoRoot, p));
  return latest;
}

/** Builds the web app for production unless the build on disk is newer than its sources. */
export function ensureWebBuild(log: (line: string) => void): 'reused' | 'built' {
  const buildId = path.join(web, '.next', 'BUILD_ID');
  const stats = path.join(web, '.next', 'diagnostics', 'route-bundle-stats.json');
  const sources = newest([
    'packages/contract/src',
    'packages/words',
    'apps/web/src',
    'apps/web/public',
    'apps/web/next.config.ts',
  ]);
  if (fs.existsSync(buildId) && fs.existsSync(stats) && fs.statSync(buildId).mtimeMs > sources)
    return 'reused';
  log('Building the web app for production (next build)...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@farm/web'], {
    cwd: repoRoot,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('next build failed');
  return 'built';
}

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

/**
 * First-load JavaScript of a route, gzipped, in kB: the chunks the build lists for it in
 * `.next/diagnostics/route-bundle-stats.json` (Next 16 no longer prints sizes in its output).
 * `app` is the Next app's folder: the shop's web app, or the floor's (floor.ts).
 */
export function firstLoadJsKb(route: string, app = web): number | null {
  const file = path.join(app, '.next', 'diagnostics', 'route-bundle-stats.json');
  if (!fs.existsSync(file)) return null;
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as RouteStats[];
  // The shop's pages live under `app/[locale]` (English unprefixed, Tamil under /ta): one build route
  // serves both languages. The floor's pages are at the root.
  const localised = route === '/' ? '/[locale]' : `/[locale]${route}`;
  const entry = stats.find((s) => s.route === route) ?? stats.find((s) => s.route === localised);
  if (!entry) return null;
  const bytes = entry.firstLoadChunkPaths.reduce(
    (sum, chunk) => sum + gzipSync(fs.readFileSync(path.join(app, chunk))).length,
    0,
  );
  return Math.round((bytes / 1024) * 10) / 10;
}
