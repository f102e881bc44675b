import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { categories, products, shopSettings } from '../schema.js';

/** Demo data goes only into a shop with no catalogue and no settings: never over real data. */
export async function isEmptyShop(db: Db): Promise<boolean> {
  const [[c], [p], [s]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(shopSettings),
  ]);
  return (c?.n ?? 0) === 0 && (p?.n ?? 0) === 0 && (s?.n ?? 0) === 0;
}

/** Loads the demo goat farm in one transaction. (Filled in by the demo-farm work.) */
export async function seedDemoFarm(_db: Db): Promise<void> {}
