import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';
import type { TestApp } from './test-app.js';

/**
 * For tests: a second API process on the test app's PostgreSQL database (another pool, so another
 * search index), and its search past the HTTP cache (which has its own tests,
 * plugins/http-cache-processes.test.ts). Answers the search's JSON; closes both afterwards.
 */
export async function withSecondProcess(
  t: TestApp,
  use: (searchOnSecond: (keywords: string) => Promise<{ response: { id: number }[] }>) => Promise<void>,
) {
  const other = await openDatabase({ kind: 'postgres', url: String(t.databaseUrl), poolSize: 2 });
  const second = await buildApp({ db: other.db, config: t.config, tokens: t.tokenService });
  try {
    await second.ready();
    await use(async (keywords) =>
      (
        await second.inject({
          method: 'GET',
          url: `/api/product/search?keywords=${encodeURIComponent(keywords)}`,
          headers: { 'cache-control': 'no-cache' },
        })
      ).json(),
    );
  } finally {
    await second.close();
    await other.close();
  }
}
