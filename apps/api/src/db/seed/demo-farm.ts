import { randomBytes } from 'node:crypto';
import { asc, count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.js';
import { storeSecretOnce } from '../../modules/auth/index.js';
import { refreshRecentSales } from '../../modules/product/index.js';
import type { Db } from '../client.js';
import { categories, products, shopSettings, staffUsers } from '../schema.js';
import { DEMO_CUSTOMER_PASSWORD } from './data/customers.js';
import { seedCatalogue, seedContent } from './seed-catalogue.js';
import { seedCustomers } from './seed-customers.js';
import { seedDelivery } from './seed-delivery.js';
import { seedInvoices } from './seed-invoices.js';
import { seedOffers } from './seed-offers.js';
import { seedOrders } from './seed-orders.js';
import { seedReviews } from './seed-reviews.js';
import { bookDemoOrders, seedDeliveryPerson } from './seed-routes.js';
import { seedSubscribers } from './seed-subscribers.js';

/** The mark the demo farm leaves (in app_secrets): this database is a demo, not a shop. */
export const DEMO_FARM_MARK = 'demo-farm';

/** Demo data goes only into a shop with no catalogue and no settings: never over real data. */
export async function isEmptyShop(db: Db): Promise<boolean> {
  const [[c], [p], [s]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(shopSettings),
  ]);
  return (c?.n ?? 0) === 0 && (p?.n ?? 0) === 0 && (s?.n ?? 0) === 0;
}

/**
 * Loads the demo goat farm in one transaction: settings, categories, products with their HSN
 * codes' GST rates, banners, blog, offers with what they discount, coupon codes, delivery areas
 * with their slots, a delivery person (`delivery@farm.local`) serving the own-delivery areas, four customers
 * (password `goatfarm123`) with addresses, orders (the open ones booked on today's or tomorrow's
 * route), the delivered ones' GST invoices, reviews, and ten subscribers on the van rounds with
 * their wallets (milk, curd and paneer subscribable).
 * Dates are relative to `now`, so offers are running and best sellers count whenever the demo is
 * loaded.
 */
export async function seedDemoFarm(
  db: Db,
  now: Date = new Date(),
  options: { deliveryPassword?: string; subscribers?: boolean } = {},
): Promise<void> {
  // One argon2 hash for every demo customer: hashing is deliberately slow.
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD);
  const deliveryHash = await hashPassword(options.deliveryPassword ?? randomBytes(18).toString('base64url'));
  await db.transaction(async (tx) => {
    const [firstStaff] = await tx
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffUsers)
      .orderBy(asc(staffUsers.id))
      .limit(1);
    const staff = firstStaff ?? null;
    const catalogue = await seedCatalogue(tx, now);
    await seedContent(tx, now, staff?.id ?? null);
    await seedOffers(tx, now, catalogue);
    const areas = await seedDelivery(tx, catalogue);
    const people = await seedCustomers(tx, passwordHash);
    const { supplied, open } = await seedOrders(tx, now, people, catalogue.productIds, staff);
    await bookDemoOrders(tx, now, areas, open);
    await seedDeliveryPerson(tx, areas, deliveryHash);
    if (options.subscribers !== false) await seedSubscribers(tx, now, passwordHash, catalogue, areas, staff);
    await seedInvoices(tx, supplied);
    // The database is the demo: its online payments may be the stand-in's (plugins/payment-mode.ts).
    await storeSecretOnce(tx, DEMO_FARM_MARK, now.toISOString());
    await seedReviews(tx, now, people, catalogue.productIds, staff);
    // The orders went in directly, not through checkout: count them for the best sellers.
    await refreshRecentSales(tx);
  });
}
