import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Fixture } from '../catalogue/generate.js';
import type { Options } from '../options.js';
import { workDir } from '../paths.js';
import { storefrontPages } from './pages.js';
import type { StorefrontResult } from './types.js';

/** Builds and runs of Next.js share apps/web/.next: everyone takes this lock (see the brief/README). */
const LOCK = process.env.BENCH_WEB_LOCK ?? '/tmp/farm-e2e.lock';
const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

/** A published post of the generated shop (its demo blog), for the blog post page. */
async function firstBlogId(apiUrl: string): Promise<number | undefined> {
  try {
    const answer = (await (await fetch(`${apiUrl}/api/blogs/all?size=1`)).json()) as {
      response?: { id: number }[];
    };
    return answer.response?.[0]?.id;
  } catch {
    return undefined;
  }
}

/**
 * Lighthouse (mobile preset) on every page a customer opens (pages.ts) of the production
 * build, served in front of the bench's API, plus first-load JS per route. Runs in a child process
 * that holds the Next.js lock from the build to the last Lighthouse run.
 */
export async function measureStorefront(
  apiUrl: string,
  fixture: Fixture,
  options: Options,
  log: (line: string) => void,
): Promise<StorefrontResult> {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    return { pages: [], missed: [], notes: [`not measured: no Chromium at ${chromium} (set CHROMIUM_PATH)`] };
  }
  const pages = storefrontPages(fixture, await firstBlogId(apiUrl)).filter(
    (page) => options.pages.length === 0 || options.pages.includes(page.page),
  );
  const jobFile = path.join(workDir, 'storefront-job.json');
  const answerFile = path.join(workDir, 'storefront-result.json');
  fs.rmSync(answerFile, { force: true });
  fs.writeFileSync(
    jobFile,
    JSON.stringify({
      apiUrl,
      pages,
      runs: options.lighthouseRuns,
      queuedAt: Date.now(),
      scoreFloor: !options.smoke,
      freshness: { productCode: fixture.target.productCode, changes: options.smoke ? 1 : 5 },
    }),
  );
  log(
    `Storefront: waiting for ${LOCK}, then build (if stale), Lighthouse ×${options.lighthouseRuns} per page...`,
  );
  const node = [process.execPath, '--import', 'tsx', main, jobFile, answerFile];
  const hasFlock = fs.existsSync('/usr/bin/flock') || fs.existsSync('/bin/flock');
  const [command, ...args] = hasFlock ? ['flock', LOCK, ...node] : node;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command as string, args, { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !fs.existsSync(answerFile)) {
    return {
      pages: [],
      missed: ['storefront: the measurement failed (see the log)'],
      notes: [`exit code ${code}`],
    };
  }
  return JSON.parse(fs.readFileSync(answerFile, 'utf8')) as StorefrontResult;
}
