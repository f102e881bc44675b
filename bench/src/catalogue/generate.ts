import {
  type Db,
  hashPassword,
  refreshRecentSales,
  schema,
  searchColumns,
  seedContent,
} from '@farm/api/tooling';
import { sql } from 'drizzle-orm';
import { insertActivity } from './activity.js';
import { type CheckoutDelivery, insertCheckoutArea, SHOPPER_PINCODE } from './delivery.js';
import { type GeneratedProduct, generateProduct } from './products.js';
import { categoryWords } from './vocabulary.js';

const { addresses, categories, customers, products } = schema;

/** What the scenarios need to know about the generated shop. */
export type Fixture = {
  products: number;
  categoryIds: number[];
  /** The product the search scenarios look for. */
  target: { id: number; name: string; productCode: string };
  /** Products with several visible reviews (product details with reviews). */
  reviewed: number[];
  /**
   * Active products with stock for checkout, and one scarce product that sells out; their prices
   * and the shoppers' delivery area (its fee, for the total each checkout says it was shown, and
   * its slots: one roomy, one that fills up).
   */
  checkout: {
    plenty: number[];
    scarce: number;
    prices: Record<number, number>;
    delivery: CheckoutDelivery;
  };
  /** Customers who sign in during the run (same password), with their default address. */
  shoppers: { id: number; mobileNumber: string; addressId: number }[];
};

export const SHOPPER_PASSWORD = 'bench-shopper-password';
const BATCH = 500;
const DAY = 24 * 60 * 60 * 1000;

/**
 * Fills an empty, migrated database with `size` products in 50 categories, customers, orders of
 * the last 120 days, reviews and the demo farm's settings, banners and blog. Product rows get
 * their search columns from the product module's own SQL, so search sees what a real write makes.
 */
export async function generateShop(db: Db, size: number, log: (line: string) => void): Promise<Fixture> {
  const now = Date.now();
  const categoryRows = await db
    .insert(categories)
    .values(
      categoryWords.map((c) => ({
        name: c.name,
        slug: c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        description: c.notes.join(' '),
      })),
    )
    .returning({ id: categories.id });
  const categoryIds = categoryRows.map((r) => r.id);

  let shoppers: Fixture['shoppers'] = [];
  let activity: Awaited<ReturnType<typeof insertActivity>> | undefined;
  await withoutIndexes(db, ['products', 'customers', 'orders', 'order_items', 'reviews'], async () => {
    await insertProducts(db, size, categoryIds, now, log);
    shoppers = await insertCustomers(db, Math.max(20, Math.min(5000, Math.floor(size / 20))));
    activity = await insertActivity(db, size, shoppers, now);
  });
  if (!activity) throw new Error('no activity');
  await seedContent(db, new Date(now), null);
  // The orders went in directly, so the best sellers' counts are recounted as the API's start does.
  await refreshRecentSales(db);
  // Statistics for the planner and the visibility map for index-only scans, as autovacuum leaves
  // a PostgreSQL database (PGlite has no autovacuum: the shop's own data dir is only as fresh as its
  // last VACUUM, see bench/README.md); then a checkpoint, so the data dir is not mostly WAL.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const target = await findProduct(db, Math.floor(size / 2));
  const [delivery] = await db
    .select({
      deliveryFee: schema.shopSettings.deliveryFee,
      freeDeliveryThreshold: schema.shopSettings.freeDeliveryThreshold,
    })
    .from(schema.shopSettings)
    .limit(1);
  const checkoutDelivery = await insertCheckoutArea(
    db,
    delivery ?? { deliveryFee: 0, freeDeliveryThreshold: null },
  );
  return {
    products: size,
    categoryIds,
    target,
    reviewed: activity.reviewed,
    checkout: { ...activity.checkout, delivery: checkoutDelivery },
    shoppers: shoppers.slice(0, 50),
  };
}

/**
 * Products in batches: the rows travel as column arrays (`unnest`), and the search columns are
 * the product module's own SQL (`searchColumns`) applied to them, as on every real write.
 */
async function insertProducts(
  db: Db,
  size: number,
  categoryIds: number[],
  now: number,
  log: (line: string) => void,
) {
  const search = searchColumns({
    name: sql`v.name`,
    productCode: sql`v.product_code`,
    categoryId: sql`v.category_id`,
    description: sql`v.description`,
    searchWords: sql`''`,
    translations: sql`v.translations`,
  });
  for (let start = 0; start < size; start += BATCH * 4) {
    const batch: (GeneratedProduct & { n: number })[] = [];
    for (let n = start; n < Math.min(size, start + BATCH * 4); n++) batch.push({ n, ...generateProduct(n) });
    // One bound parameter per column (drizzle would otherwise spread an array into a list).
    const column = <T>(pickValue: (p: (typeof batch)[number]) => T) => sql.param(batch.map(pickValue));
    // Older products first, spread over two years, so "newest" has an order.
    const createdAt = (n: number) => new Date(now - (size - n) * ((2 * 365 * DAY) / size)).toISOString();
    await db.execute(sql`
      insert into ${products} (product_code, name, slug, description, category_id, price, mrp, unit,
        stock, status, image_urls, translations, search_text, name_key, created_at, updated_at)
      select v.product_code, v.name, v.slug, v.description, v.category_id, v.price, v.mrp, v.unit,
        v.stock, v.status, array[v.image_url], v.translations, ${search.searchText}, ${search.nameKey},
        v.created_at, v.created_at
      from (select u.*, jsonb_build_object('ta', jsonb_build_object('name', u.ta_name)) as translations
      from unnest(${column((p) => p.productCode)}::text[], ${column((p) => p.name)}::text[],
        ${column((p) => p.slug)}::text[], ${column((p) => p.description)}::text[],
        ${column((p) => categoryIds[p.categoryIndex])}::int[], ${column((p) => p.price)}::int[],
        ${column((p) => p.mrp)}::int[], ${column((p) => p.unit)}::text[], ${column((p) => p.stock)}::int[],
        ${column((p) => p.status)}::text[], ${column((p) => p.imageUrls[0])}::text[],
        ${column((p) => createdAt(p.n))}::timestamptz[], ${column((p) => p.tamilName)}::text[])
        as u(product_code, name, slug, description, category_id, price, mrp, unit, stock, status,
          image_url, created_at, ta_name)) as v`);
    if ((start / (BATCH * 4)) % 10 === 9) log(`  ${start + BATCH * 4} products`);
  }
}

/**
 * Bulk loading: the tables' secondary indexes (as the migrations made them) are dropped, the rows
 * written, and the same definitions built again at the end, which is several times faster than
 * keeping trigram indexes up to date row by row.
 */
async function withoutIndexes(db: Db, tables: string[], load: () => Promise<void>) {
  const result = await db.execute(sql`
    select indexname, indexdef from pg_indexes
    where schemaname = 'public' and tablename in (${sql.join(
      tables.map((t) => sql`${t}`),
      sql`, `,
    )})
      and indexname not in (select conname from pg_constraint)`);
  const indexes = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.indexname}"`));
  await load();
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
}

async function insertCustomers(db: Db, count: number) {
  const passwordHash = await hashPassword(SHOPPER_PASSWORD);
  const shoppers: Fixture['shoppers'] = [];
  for (let start = 0; start < count; start += BATCH) {
    const people = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      people.push({
        name: `Shopper ${i + 1}`,
        mobileNumber: `+9170${String(i).padStart(8, '0')}`,
        passwordHash,
        mobileVerified: true,
      });
    }
    const rows = await db
      .insert(customers)
      .values(people)
      .returning({ id: customers.id, mobileNumber: customers.mobileNumber });
    const addressRows = await db
      .insert(addresses)
      .values(
        rows.map((r, i) => ({
          customerId: r.id,
          name: `Shopper ${start + i + 1}`,
          mobileNumber: r.mobileNumber,
          line1: `${start + i + 1} Temple Street`,
          city: 'Coimbatore',
          state: 'Tamil Nadu',
          pincode: SHOPPER_PINCODE,
          isDefault: true,
        })),
      )
      .returning({ id: addresses.id, customerId: addresses.customerId });
    const addressOf = new Map(addressRows.map((a) => [a.customerId, a.id]));
    for (const r of rows) shoppers.push({ ...r, addressId: addressOf.get(r.id) as number });
  }
  return shoppers;
}

/** The first active, in-stock product from the `n`th generated one (0-based) on, as stored. */
async function findProduct(db: Db, n: number) {
  let generated = generateProduct(n);
  while (generated.status !== 'active' || generated.stock === 0) generated = generateProduct(++n);
  const code = generated.productCode;
  const rows = await db.execute(
    sql`select id, name, product_code as "productCode" from ${products} where product_code = ${code}`,
  );
  const row = (rows as unknown as { rows: Fixture['target'][] }).rows[0];
  if (!row) throw new Error(`product ${code} was not generated`);
  return { ...row, id: Number(row.id) };
}
