import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@farm/api/tooling';
import { and, eq, gt, inArray } from 'drizzle-orm';

const { cartItems, orderItems, orders, products, reviews } = schema;

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 500;
const STATUSES = ['DELIVERED', 'DELIVERED', 'DELIVERED', 'SHIPPED', 'PLACED', 'CANCELLED'] as const;
const ADDRESS = {
  name: 'Shopper',
  mobileNumber: '+917000000000',
  line1: '1 Temple Street',
  city: 'Coimbatore',
  state: 'Tamil Nadu',
  pincode: '641001',
};
const COMMENTS = [
  'Tastes like the milk at my grandmother’s village.',
  'Good quality, packed well, arrived a day early.',
  'Exactly as described. Will order again.',
  'A little pricey, but you can taste the difference.',
  'The kids love it. Second order this month.',
  'Fresh and honest. Thank you, farm team!',
];

type Shopper = { id: number; mobileNumber: string; addressId: number };

/** `list[i]`, which the generator's arithmetic keeps in range. */
function at<T>(list: readonly T[], i: number): T {
  const item = list[i];
  if (item === undefined) throw new Error(`index ${i} out of range`);
  return item;
}

/** Deterministic pseudo-random numbers for the activity (not the products' own generator). */
function sequence(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

/**
 * Orders over the last 120 days (a tenth as many as products, some lines on popular products),
 * reviews on a tenth of the products, three cart lines per shopper, and the checkout products.
 */
export async function insertActivity(db: Db, size: number, shoppers: Shopper[], now: number) {
  const next = sequence(42);
  const sellable = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(and(eq(products.status, 'active'), gt(products.stock, 0)))
    .orderBy(products.id);
  // A few products sell much more than the rest: a cube skews the pick towards a scattered head.
  const popular = () => at(sellable, (Math.floor(next() ** 3 * sellable.length) * 7919) % sellable.length);
  const customerOf = () => at(shoppers, Math.floor(next() * shoppers.length));

  const orderCount = Math.max(20, Math.floor(size / 10));
  for (let start = 0; start < orderCount; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, orderCount - start) }, () => {
      const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        product: popular(),
        quantity: 1 + Math.floor(next() * 3),
      }));
      const unique = [...new Map(lines.map((l) => [l.product.id, l])).values()];
      const subtotal = unique.reduce((sum, l) => sum + l.product.price * l.quantity, 0);
      const createdAt = new Date(now - next() * 120 * DAY);
      const order = {
        cartBundleId: randomUUID(),
        customerId: customerOf().id,
        status: at(STATUSES, Math.floor(next() * STATUSES.length)),
        shippingAddress: ADDRESS,
        subtotal,
        total: subtotal,
        createdAt,
        updatedAt: createdAt,
      };
      return { order, lines: unique };
    });
    const rows = await db
      .insert(orders)
      .values(batch.map((b) => b.order))
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      batch.flatMap((b, i) =>
        b.lines.map((l) => ({
          orderId: at(rows, i).id,
          productId: l.product.id,
          productCode: `P${l.product.id}`,
          name: `Product ${l.product.id}`,
          unit: '1 pc',
          unitPrice: l.product.price,
          quantity: l.quantity,
          lineTotal: l.product.price * l.quantity,
        })),
      ),
    );
  }

  const reviewed = await insertReviews(db, sellable, shoppers, next, now);
  await db.insert(cartItems).values(
    shoppers.slice(0, 50).flatMap((s, i) =>
      [0, 1, 2].map((k) => ({
        customerId: s.id,
        productId: at(sellable, (i * 37 + k * 101) % sellable.length).id,
        quantity: 1 + k,
      })),
    ),
  );

  // Checkout: twenty products that never run out, and one with 100 units that does.
  const plenty = sellable.slice(-21, -1).map((p) => p.id);
  const scarceProduct = at(sellable, sellable.length - 1);
  const scarce = scarceProduct.id;
  await db.update(products).set({ stock: 100_000 }).where(inArray(products.id, plenty));
  await db.update(products).set({ stock: 100 }).where(eq(products.id, scarce));
  // Their prices: a checkout sends the total its customer was shown.
  const prices = Object.fromEntries([...sellable.slice(-21, -1), scarceProduct].map((p) => [p.id, p.price]));
  return { reviewed, checkout: { plenty, scarce, prices } };
}

/** One product in ten gets 1–5 reviews, each by a different shopper; answers well-reviewed ids. */
async function insertReviews(
  db: Db,
  sellable: { id: number }[],
  shoppers: Shopper[],
  next: () => number,
  now: number,
) {
  const rows = [];
  const reviewed: number[] = [];
  for (let i = 0; i < sellable.length; i += 10) {
    const productId = at(sellable, i).id;
    const count = 1 + Math.floor(next() * 5);
    if (count >= 4 && reviewed.length < 50) reviewed.push(productId);
    for (let k = 0; k < count; k++) {
      const shopper = at(shoppers, (i * 31 + k * 97) % shoppers.length);
      const createdAt = new Date(now - next() * 365 * DAY);
      rows.push({
        productId,
        customerId: shopper.id,
        customerName: `Shopper ${shopper.id}`,
        rating: 3 + Math.floor(next() * 3),
        title: k % 2 ? 'Worth it' : null,
        comment: at(COMMENTS, Math.floor(next() * COMMENTS.length)),
        verifiedPurchase: next() < 0.5,
        hidden: next() < 0.02,
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(reviews).values(rows.slice(start, start + BATCH));
  }
  return reviewed;
}
