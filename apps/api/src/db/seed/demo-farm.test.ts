import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  addresses,
  banners,
  blogCategories,
  blogs,
  categories,
  customers,
  offers,
  orderEvents,
  orderItems,
  orders,
  products,
  reviewReplies,
  reviews,
  shopSettings,
} from '../schema.js';
import { DEMO_CUSTOMER_PASSWORD } from './data/customers.js';
import { isEmptyShop, seedDemoFarm } from './demo-farm.js';

const WEB_PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
/** A site path such as /demo/products/gm-500.webp, as a file the web app serves. */
const publicFile = (sitePath: string) => path.join(WEB_PUBLIC, sitePath);
const shipped = (sitePath: string | null) =>
  sitePath?.startsWith('/demo/') === true && fs.existsSync(publicFile(sitePath));

let t: TestApp;
const seededAt = new Date();

beforeAll(async () => {
  t = await createTestApp();
  expect(await isEmptyShop(t.db)).toBe(true);
  await seedDemoFarm(t.db, seededAt);
});
afterAll(async () => {
  await t.close();
});

describe('the demo farm', () => {
  it('is no longer an empty shop once loaded', async () => {
    expect(await isEmptyShop(t.db)).toBe(false);
  });

  it('has at least 40 complete products in at least 6 categories, a few out of stock', async () => {
    const rows = await t.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((p) => p.categoryId)).size).toBeGreaterThanOrEqual(6);
    for (const p of rows) {
      expect(p.productCode, p.productCode).toMatch(/^[A-Z]{2,3}-[A-Z0-9-]+$/);
      expect(p.price, p.productCode).toBeGreaterThan(0);
      expect(p.mrp ?? 0, p.productCode).toBeGreaterThanOrEqual(p.price);
      expect(p.unit, p.productCode).not.toBe('');
      expect(p.description.length, p.productCode).toBeGreaterThan(60);
      expect(p.stock, p.productCode).toBeGreaterThanOrEqual(0);
      expect(p.status).toBe('active');
      expect(p.imageUrls.length, p.productCode).toBeGreaterThan(0);
      for (const url of p.imageUrls) expect(shipped(url), url).toBe(true);
      expect(p.nameKey).toBe(p.name.toLowerCase().replace(/\s+/g, ''));
      expect(p.searchText).not.toMatch(/\s/);
      expect(p.searchText).toContain(p.nameKey);
      expect(p.searchText).toContain(p.productCode.toLowerCase());
    }
    expect(rows.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    const byCode = new Map(rows.map((p) => [p.productCode, p]));
    expect(byCode.get('GM-500')?.unit).toBe('500 ml');
    expect(byCode.get('LG-KANNI')?.unit).toBe('1 animal');
  });

  it('has category pictures that exist', async () => {
    const rows = await t.db.select().from(categories);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const c of rows) expect(shipped(c.imageUrl), c.name).toBe(true);
  });

  it('has three banners of each type with their media files', async () => {
    const rows = await t.db.select().from(banners);
    for (const type of ['default', 'image', 'video'] as const) {
      const ofType = rows.filter((b) => b.type === type && b.active);
      expect(ofType.length, type).toBeGreaterThanOrEqual(3);
      for (const b of ofType) expect(shipped(b.mediaUrl), b.mediaUrl).toBe(true);
    }
    for (const b of rows.filter((b) => b.type === 'video')) expect(b.mediaUrl).toMatch(/\.(mp4|webm)$/);
  });

  it('has at least three offers running now, with pictures', async () => {
    const running = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.active, true), lte(offers.startsAt, seededAt), gt(offers.endsAt, seededAt)));
    expect(running.length).toBeGreaterThanOrEqual(3);
    for (const o of running) {
      expect(o.discountPercent).toBeGreaterThan(0);
      expect(shipped(o.imageUrl), o.title).toBe(true);
    }
  });

  it('has six or more published posts of several paragraphs in three blog categories', async () => {
    const published = await t.db.select().from(blogs).where(eq(blogs.published, true));
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((b) => b.blogCategoryId)).size).toBe(3);
    expect(await t.db.select().from(blogCategories)).toHaveLength(3);
    for (const b of published) {
      expect(b.content.split('\n\n').length, b.title).toBeGreaterThanOrEqual(4);
      expect(b.content).not.toMatch(/<[a-z]/i);
      expect(b.publishedAt?.getTime()).toBeLessThanOrEqual(seededAt.getTime());
      expect(b.authorId).toBe(t.admin.id);
      expect(shipped(b.coverImageUrl), b.title).toBe(true);
    }
  });

  it('has the farm identity in the shop settings', async () => {
    const [settings] = await t.db.select().from(shopSettings);
    expect(settings).toBeDefined();
    expect(settings?.state).toBe('Tamil Nadu');
    expect(settings?.pincode).toMatch(/^\d{6}$/);
    expect(settings?.phone).toMatch(/^\+91\d{10}$/);
    expect(settings?.careEmail).toContain('@');
    for (const key of ['facebook', 'instagram', 'youtube', 'whatsapp']) {
      expect(settings?.socialLinks[key], key).toMatch(/^https:\/\//);
    }
    for (const text of [
      settings?.privacyPolicy,
      settings?.termsAndConditions,
      settings?.shippingPolicy,
      settings?.refundPolicy,
    ]) {
      expect(text?.length ?? 0).toBeGreaterThan(300);
    }
    expect(settings?.shippingPolicy).toContain('Tamil Nadu');
    expect(settings?.deliveryFee).toBe(4000);
    expect(settings?.freeDeliveryThreshold).toBe(99900);
  });

  it('has demo customers with addresses who can sign in with the demo password', async () => {
    const people = await t.db.select().from(customers);
    expect(people.length).toBeGreaterThanOrEqual(4);
    for (const c of people) expect(c.mobileNumber).toMatch(/^\+91[6-9]\d{9}$/);
    expect(new Set(people.map((c) => c.passwordHash)).size).toBe(1);
    expect(await verifyPassword(people[0]?.passwordHash, DEMO_CUSTOMER_PASSWORD)).toBe(true);
    const homes = await t.db.select().from(addresses).where(eq(addresses.isDefault, true));
    expect(new Set(homes.map((a) => a.customerId))).toEqual(new Set(people.map((c) => c.id)));
  });

  it('has orders in several statuses whose totals add up and whose timeline ends in their status', async () => {
    const all = await t.db.select().from(orders);
    const statuses = new Set(all.map((o) => o.status));
    for (const s of ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const) {
      expect(statuses.has(s), s).toBe(true);
    }
    const items = await t.db.select().from(orderItems);
    const events = await t.db.select().from(orderEvents);
    for (const o of all) {
      const lines = items.filter((i) => i.orderId === o.id);
      expect(lines.length).toBeGreaterThan(0);
      for (const l of lines) expect(l.lineTotal).toBe(l.unitPrice * l.quantity);
      expect(o.subtotal).toBe(lines.reduce((sum, l) => sum + l.lineTotal, 0));
      expect(o.deliveryFee).toBe(o.subtotal >= 99900 ? 0 : 4000);
      expect(o.total).toBe(o.subtotal + o.deliveryFee);
      const timeline = events
        .filter((e) => e.orderId === o.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(timeline[0]?.status).toBe('PLACED');
      expect(timeline.at(-1)?.status).toBe(o.status);
      expect(timeline.at(-1)?.createdAt.getTime()).toBeLessThanOrEqual(seededAt.getTime());
    }
  });

  it('has reviews, verified exactly when the reviewer received the product, and staff replies', async () => {
    const all = await t.db.select().from(reviews);
    expect(new Set(all.map((r) => r.productId)).size).toBeGreaterThanOrEqual(15);
    for (const r of all) expect(r.rating).toBeGreaterThanOrEqual(3);
    const delivered = await t.db
      .select({ customerId: orders.customerId, productId: orderItems.productId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.status, 'DELIVERED'));
    const received = new Set(delivered.map((d) => `${d.customerId}:${d.productId}`));
    for (const r of all) {
      expect(r.verifiedPurchase, `review ${r.id}`).toBe(received.has(`${r.customerId}:${r.productId}`));
    }
    expect(all.some((r) => r.verifiedPurchase)).toBe(true);
    expect(all.some((r) => !r.verifiedPurchase)).toBe(true);
    const replies = await t.db.select().from(reviewReplies).where(isNotNull(reviewReplies.userId));
    expect(replies.length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) {
      expect(reply.userName).toBe('Farm Team');
      expect(reply.userId).toBe(t.admin.id);
    }
  });

  it('lists its categories through the API', async () => {
    const res = await t.call('GET', '/api/category/all?page=1&size=100');
    expect(res.statusCode).toBe(200);
    const names = res.data.response.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['Goat Milk & Curd', 'Live Goats', 'Ghee & Butter']));
    expect(res.data.page.totalElements).toBe(7);
    const milk = res.data.response.find((c: { name: string }) => c.name === 'Goat Milk & Curd');
    expect(milk.imageUrl).toBe('/demo/categories/goat-milk-curd.webp');
    // Each category counts its own active products (a self-comparing subquery once reported 1).
    expect(milk.productCount).toBe(7);
  });
});

describe('a shop without staff', () => {
  it('counts as empty until it has a category, and then loads the demo with no staff to credit', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      expect(await isEmptyShop(db)).toBe(true);
      await db.insert(categories).values({ name: 'Real Category', slug: 'real-category' });
      expect(await isEmptyShop(db)).toBe(false);
      await db.delete(categories);
      expect(await isEmptyShop(db)).toBe(true);

      await seedDemoFarm(db);
      expect(await isEmptyShop(db)).toBe(false);
      const replies = await db.select().from(reviewReplies);
      expect(replies.length).toBeGreaterThan(0);
      for (const reply of replies) expect(reply.userId).toBeNull();
      const posts = await db.select().from(blogs);
      for (const post of posts) expect(post.authorId).toBeNull();
    } finally {
      await database.close();
    }
  });
});
