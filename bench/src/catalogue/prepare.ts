import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type BenchTarget, freshPglite, freshPostgres } from '../database.js';
import { benchRoot, repoRoot, workDir } from '../paths.js';
import { type Fixture, generateShop } from './generate.js';

export type Prepared = { target: BenchTarget; fixture: Fixture; generatedIn: number; cached: boolean };

/**
 * The generated shop changes only when the migrations or the generator change: the embedded one
 * is generated once per size into bench/.work/cache and copied for each run, so that a run's
 * writes (carts) never reach the cached copy.
 */
function cacheKey(size: number): string {
  const hash = createHash('sha256');
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of [
    ...files(path.join(repoRoot, 'apps/api/src/db/migrations')),
    ...files(path.join(benchRoot, 'src/catalogue')),
  ]) {
    hash.update(file).update(fs.readFileSync(file));
  }
  return `pglite-${size}-${hash.digest('hex').slice(0, 12)}`;
}

export async function preparePglite(
  size: number,
  fresh: boolean,
  log: (line: string) => void,
): Promise<Prepared> {
  const cacheDir = path.join(workDir, 'cache', cacheKey(size));
  const fixtureFile = path.join(cacheDir, 'fixture.json');
  const started = Date.now();
  let cached = true;
  if (fresh || !fs.existsSync(fixtureFile)) {
    cached = false;
    // Older cached sizes and versions are dropped: each is hundreds of MB.
    fs.rmSync(path.join(workDir, 'cache'), { recursive: true, force: true });
    log(`Generating ${size.toLocaleString('en')} products into an embedded database...`);
    const { database } = await freshPglite(cacheDir);
    const fixture = await generateShop(database.db, size, log);
    await database.close();
    fs.writeFileSync(fixtureFile, JSON.stringify(fixture));
  }
  const runDir = path.join(workDir, 'run', 'pglite');
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.cpSync(cacheDir, runDir, { recursive: true });
  const fixture = JSON.parse(fs.readFileSync(fixtureFile, 'utf8')) as Fixture;
  return { target: { kind: 'pglite', dataDir: runDir }, fixture, generatedIn: Date.now() - started, cached };
}

export async function preparePostgres(
  url: string,
  size: number,
  log: (line: string) => void,
): Promise<Prepared> {
  const started = Date.now();
  log(`Generating ${size.toLocaleString('en')} products into a scratch PostgreSQL database...`);
  const { target, database } = await freshPostgres(url);
  try {
    const fixture = await generateShop(database.db, size, log);
    return { target, fixture, generatedIn: Date.now() - started, cached: false };
  } catch (error) {
    if (target.kind === 'postgres') await target.drop();
    throw error;
  } finally {
    await database.close();
  }
}
