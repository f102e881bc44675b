import fs from 'node:fs';
import path from 'node:path';
import { build } from 'tsup';
import { benchRoot, repoRoot } from '../paths.js';

/**
 * Bundles the API (with the baseline route) the way `apps/api/tsup.config.ts` does, into the
 * bench's own folder: other people's `apps/api/dist` is left alone.
 */
export async function buildApi(): Promise<string> {
  const outDir = path.join(benchRoot, '.work', 'api');
  // The API's npm dependencies stay external, as in its own build (tsup reads them from the
  // nearest package.json, which here is the bench's).
  const apiPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps', 'api', 'package.json'), 'utf8'));
  const bundled = ['@farm/contract', '@farm/words', '@farm/api'];
  const external = Object.keys(apiPackage.dependencies as Record<string, string>).filter(
    (name) => !bundled.includes(name),
  );
  await build({
    entry: { server: path.join(benchRoot, 'src', 'api', 'entry.ts') },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    outDir,
    clean: true,
    sourcemap: true,
    external,
    noExternal: bundled,
    silent: true,
  });
  // Packages the API pins apart from the rest (apps/api/node_modules) must resolve from the bundle
  // too: Node looks in bench/.work/node_modules on its way up.
  const nested = path.join(repoRoot, 'apps', 'api', 'node_modules');
  const link = path.join(benchRoot, '.work', 'node_modules');
  fs.rmSync(link, { recursive: true, force: true });
  if (fs.existsSync(nested)) fs.symlinkSync(nested, link, 'dir');
  // db/migrate.ts looks for migrations beside the bundle.
  fs.cpSync(path.join(repoRoot, 'apps', 'api', 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), {
    recursive: true,
  });
  return path.join(outDir, 'server.js');
}
