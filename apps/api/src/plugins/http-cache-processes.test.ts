import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { listenForWrites, type WriteAnnouncements } from '../db/write-announcements.js';
import { createCategory, createProduct } from '../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 14.12: a staff write shows on every storefront page within a second, on one process or
 * several. Two API processes on one PostgreSQL database, each keeping public answers in memory
 * for up to 30 s: a write through one must empty the other's memory at once, not after 30 s.
 * (PGlite lives inside one process, so there is nothing to tell.)
 */
describe.runIf(process.env.TEST_DB === 'postgres')(
  'public reads with two API processes on one database',
  () => {
    let first: TestApp;
    let second: Awaited<ReturnType<typeof buildApp>>;
    let secondAnnouncements: WriteAnnouncements;

    beforeAll(async () => {
      first = await createTestApp({ announceWrites: true });
      secondAnnouncements = await listenForWrites(String(first.databaseUrl), console);
      second = await buildApp({
        db: first.db,
        config: first.config,
        tokens: first.tokenService,
        announcements: secondAnnouncements,
      });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await secondAnnouncements?.close();
      await first?.close();
    });

    const readOnSecond = async (url: string) => {
      const res = await second.inject({ method: 'GET', url });
      return { cache: res.headers['x-cache'], data: res.json() };
    };

    it('a price changed through one process is what the other answers next, not its kept copy', async () => {
      const categoryId = await createCategory(first);
      const product = await createProduct(first, categoryId, { price: 12_000 });
      const url = `/api/product/${product.id}`;
      // Creating the product was a write too: its announcement may still be on its way.
      await vi.waitFor(async () => expect((await readOnSecond(url)).cache).toBe('hit'));

      const put = await first.call('PUT', url, { as: 'staff', body: { price: 13_500 } });
      expect(put.statusCode).toBe(200);

      // The announcement travels through PostgreSQL; well under the 30 s the copy would otherwise live.
      await vi.waitFor(
        async () => {
          const after = await readOnSecond(url);
          expect(after.data.response.price).toBe(13_500);
        },
        { timeout: 5_000, interval: 50 },
      );
    });

    it('a product renamed through the other process is listed so next, and lists are kept again after', async () => {
      const categoryId = await createCategory(first);
      const product = await createProduct(first, categoryId, { price: 9_000 });
      const list = `/api/product/category/${categoryId}?size=24`;
      await vi.waitFor(async () => expect((await first.call('GET', list)).headers['x-cache']).toBe('hit'));
      const renamed = await second.inject({
        method: 'PUT',
        url: `/api/product/${product.id}`,
        headers: { authorization: `Bearer ${first.auth.staff}` },
        payload: { name: 'Kongu goat milk soap' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await vi.waitFor(
        async () => {
          const names = (await first.call('GET', list)).data.response.map((p: { name: string }) => p.name);
          expect(names).toContain('Kongu goat milk soap');
        },
        { timeout: 5_000, interval: 50 },
      );
      // Hearing of writes does not switch the memory off: an unchanged read is a hit again.
      await vi.waitFor(async () => expect((await first.call('GET', list)).headers['x-cache']).toBe('hit'));
    });
  },
);
