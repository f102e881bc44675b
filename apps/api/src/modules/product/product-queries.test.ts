import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { categories } from '../../db/schema.js';
import { insertCustomer, insertReview } from '../../test/product-fixtures.js';
import { createScratchPostgres } from '../../test/scratch-postgres.js';
import { createTokenService } from '../auth/index.js';
import { insertProduct } from './product.repository.js';

/**
 * No N+1: the statements one request sends must not grow with the number of products or reviews
 * it answers. The database client's logger counts every statement the ORM sends.
 */
describe('SQL statements per catalogue request', () => {
  const statements: string[] = [];
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const logger = { logQuery: (query: string) => statements.push(query) };
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await createScratchPostgres();
      drop = scratch.drop;
      database = await openDatabase({ kind: 'postgres', url: scratch.url, logger });
    } else {
      database = await openDatabase({ kind: 'pglite', logger });
    }
    await migrateDatabase(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/farm-test' });
    app = await buildApp({ db: database.db, config, tokens: createTokenService('x'.repeat(48)) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop?.();
  });

  /** A category with `count` products, each reviewed by `reviews` customers. */
  async function shop(count: number, reviews: number) {
    const [category] = await database.db
      .insert(categories)
      .values({ name: `Shelf ${count}`, slug: `shelf-${count}` })
      .returning({ id: categories.id });
    const categoryId = category?.id ?? 0;
    const customers = await Promise.all(
      Array.from({ length: reviews }, (_, i) => insertCustomer(database.db, `C${i}`)),
    );
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const id = await insertProduct(database.db, {
        productCode: `Q${count}-${i}`,
        name: `Goat Milk Soap ${count}-${i}`,
        slug: `goat-milk-soap-${count}-${i}`,
        description: 'Cold-process soap',
        categoryId,
        price: 10_000 + i,
        unit: '100 g',
        stock: 5,
      });
      for (const customerId of customers)
        await insertReview(database.db, { productId: id, customerId, rating: 4 });
      ids.push(id);
    }
    return { categoryId, ids };
  }

  /** Statements sent while serving one request (the HTTP cache is asked to stay out of it). */
  async function statementsOf(url: string) {
    statements.length = 0;
    const res = await app.inject({ method: 'GET', url, headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode, res.body).toBe(200);
    return statements.filter((s) => !/^\s*(begin|commit)/i.test(s)).length;
  }

  it('lists, reads and searches with the same few statements for 2 or 20 products', async () => {
    const small = await shop(2, 1);
    const large = await shop(20, 3);
    const routes = (s: { categoryId: number; ids: number[] }) => ({
      list: `/api/product/all?categoryId=${s.categoryId}&sort=price_asc&size=24`,
      category: `/api/product/category/${s.categoryId}?sort=newest&size=24`,
      details: `/api/product/${s.ids[0]}`,
      byCode: `/api/product/product-code?productCode=Q${s.ids.length}-0`,
      reviews: `/api/review/product/${s.ids[0]}?size=20`,
      search: `/api/product/search?keywords=${encodeURIComponent(`goat milk soap ${s.ids.length}`)}&size=24`,
    });
    // One at a time: the logger is shared. Each route twice, counted the second time: a running
    // shop keeps the lists' totals (decision 0037), the shop's rules (0039) and search's index of
    // names (0036) in memory, read by a process's first request only.
    const first: Record<string, number> = {};
    const few: Record<string, number> = {};
    const many: Record<string, number> = {};
    for (const [name, url] of Object.entries(routes(small))) {
      first[name] = await statementsOf(url);
      few[name] = await statementsOf(url);
    }
    for (const [name, url] of Object.entries(routes(large))) {
      await statementsOf(url);
      many[name] = await statementsOf(url);
    }
    expect(many).toEqual(few);
    // The first list: its page, its count, the offers running now (decision 0028).
    expect(first.list).toBeLessThanOrEqual(3);
    expect(few.list).toBe(1);
    // The category's state, the page.
    expect(few.category).toBe(2);
    expect(few.details).toBe(1);
    expect(few.byCode).toBe(1);
    // The product's state, the page, its count, the replies of the page, the star summary.
    expect(few.reviews).toBeLessThanOrEqual(5);
    // Names find fewer than a page here, so the descriptions are asked too; then the page.
    expect(few.search).toBeLessThanOrEqual(2);
  });
});
