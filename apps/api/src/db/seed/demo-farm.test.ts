import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidGstin } from '@farm/contract/plain/gst';
import { pincodeStateMismatch } from '@farm/contract/plain/pincode-states';
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../lib/dates.js';
import { verifyPassword } from '../../lib/password.js';
import { gstRatesOn } from '../../modules/invoice/index.js';
import { generateDeliveries } from '../../modules/subscription/index.js';
import { addToCart, createShopper } from '../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { openTestDatabase } from '../../test/test-database.js';
import {
  addresses,
  banners,
  blogCategories,
  blogs,
  categories,
  customers,
  deliveryAreas,
  deliverySlots,
  invoices,
  offers,
  offerTargets,
  orderEvents,
  orderItems,
  orders,
  products,
  reviewReplies,
  reviews,
  shopSettings,
  subscriptionChanges,
  subscriptionDeliveries,
  subscriptionPatterns,
  subscriptions,
  walletAccounts,
  walletEntries,
} from '../schema.js';
import { DEMO_CUSTOMER_PASSWORD } from './data/customers.js';
import { demoSubscribers } from './data/subscribers.js';
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

  it('has at least three offers running now, with pictures and something to discount', async () => {
    const running = await t.db
      .select()
      .from(offers)
      .where(and(eq(offers.active, true), lte(offers.startsAt, seededAt), gt(offers.endsAt, seededAt)));
    expect(running.length).toBeGreaterThanOrEqual(3);
    const targeted = new Set((await t.db.select().from(offerTargets)).map((target) => target.offerId));
    for (const o of running) {
      expect(o.discountPercent).toBeGreaterThan(0);
      expect(shipped(o.imageUrl), o.title).toBe(true);
      expect(o.appliesTo, o.title).not.toBe('shop');
      expect(targeted.has(o.id), o.title).toBe(true);
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
    // Registered for GST in Tamil Nadu, with a food licence: the invoices and the footer show them.
    expect(settings?.legalName).toBe('Anamalai Goat Farm LLP');
    expect(settings?.gstin).toMatch(/^33/);
    expect(isValidGstin(settings?.gstin ?? ''), settings?.gstin ?? 'no GSTIN').toBe(true);
    expect(settings?.fssaiNumber).toMatch(/^\d{14}$/);
    expect(settings?.invoicePrefix).toBe('AGF');
  });

  it('gives every active product an HSN code with a GST rate today and on its oldest order day', async () => {
    const active = await t.db.select().from(products).where(eq(products.status, 'active'));
    const codes = active.flatMap((p) => (p.hsnCode ? [p.hsnCode] : []));
    expect(codes).toHaveLength(active.length);
    const oldestOrder = Math.min(...(await t.db.select().from(orders)).map((o) => o.createdAt.getTime()));
    for (const day of [indiaToday(seededAt), indiaToday(new Date(oldestOrder))]) {
      const rates = await gstRatesOn(t.db, codes, day);
      for (const p of active) expect(rates.has(p.hsnCode ?? ''), `${p.productCode} on ${day}`).toBe(true);
    }
    // Taxed and nil-rated goods both: the demo has tax invoices' lines and bills of supply's.
    const today = await gstRatesOn(t.db, codes, indiaToday(seededAt));
    const byCode = new Map(active.map((p) => [p.productCode, today.get(p.hsnCode ?? '')]));
    expect(byCode.get('GM-500')).toBe(0);
    expect(byCode.get('LG-KANNI')).toBe(0);
    expect(byCode.get('SC-LIPBALM')).toBe(1800);
  });

  it('has demo customers with addresses who can sign in with the demo password', async () => {
    const people = await t.db.select().from(customers);
    expect(people.length).toBeGreaterThanOrEqual(4);
    for (const c of people) expect(c.mobileNumber).toMatch(/^\+91[6-9]\d{9}$/);
    expect(new Set(people.map((c) => c.passwordHash)).size).toBe(1);
    expect(await verifyPassword(people[0]?.passwordHash, DEMO_CUSTOMER_PASSWORD)).toBe(true);
    const homes = await t.db.select().from(addresses).where(eq(addresses.isDefault, true));
    expect(new Set(homes.map((a) => a.customerId))).toEqual(new Set(people.map((c) => c.id)));
    // Each address's state is its PIN code's, as the address book now insists (issue 30).
    for (const a of homes) expect(pincodeStateMismatch(a.pincode, a.state), a.pincode).toBeNull();
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

  it("keeps each order line's product name and unit in Tamil, as checkout does (a Tamil order history)", async () => {
    const lines = await t.db
      .select({
        name: orderItems.name,
        translations: orderItems.translations,
        product: products.translations,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      expect(line.translations.ta?.name, line.name).toBe(line.product.ta?.name);
      expect(line.translations.ta?.unit, line.name).toBe(line.product.ta?.unit);
      expect(line.translations.ta?.name ?? '', line.name).toMatch(/[\u0B80-\u0BFF]/);
    }
  });

  it('invoiced each delivered order once, dated its delivery, numbered in that order, its totals adding up', async () => {
    const [settings] = await t.db.select().from(shopSettings);
    const all = await t.db.select().from(orders);
    const papers = await t.db.select().from(invoices).orderBy(invoices.sequence);
    const delivered = all.filter((o) => o.status === 'DELIVERED');
    expect(delivered.length).toBeGreaterThan(0);
    expect(papers.map((p) => p.orderId).sort()).toEqual(delivered.map((o) => o.id).sort());
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.status, 'DELIVERED'));
    let lastDate = '';
    for (const paper of papers) {
      const order = delivered.find((o) => o.id === paper.orderId);
      const deliveredAt = events.find((e) => e.orderId === paper.orderId)?.createdAt;
      if (!order || !deliveredAt) throw new Error(`invoice ${paper.number} has no delivered order`);
      expect(paper.series).toBe('INVOICE');
      expect(paper.number).toMatch(/^AGF\/\d{2}-\d{2}\/\d{6}$/);
      expect(paper.invoiceDate).toBe(indiaToday(deliveredAt));
      expect(paper.issuedAt).toEqual(deliveredAt);
      expect(paper.invoiceDate >= lastDate, paper.number).toBe(true);
      lastDate = paper.invoiceDate;

      const { document } = paper;
      expect(document.supplier.gstin).toBe(settings?.gstin);
      expect(document.supplier).toMatchObject({ name: 'Anamalai Goat Farm LLP', stateCode: '33' });
      expect(document.supplier.fssaiNumber).toBe(settings?.fssaiNumber);
      expect(document.interState).toBe(false);
      const { totals } = document;
      expect(totals.taxableValue + totals.cgst + totals.sgst + totals.igst, paper.number).toBe(totals.amount);
      expect(totals.amount).toBe(order.total);
      expect(paper).toMatchObject({ amount: totals.amount, cgst: totals.cgst, sgst: totals.sgst, igst: 0 });
      for (const line of document.lines) {
        expect(line.taxableValue + line.cgst + line.sgst + line.igst, line.description).toBe(line.amount);
        expect(line.hsnCode, line.description).not.toBeNull();
      }
      expect(document.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(totals.amount);
    }
    // Ghee with milk and paneer: taxed and nil-rated goods on one paper.
    expect(papers.some((p) => p.cgst > 0)).toBe(true);
    expect(new Set(papers.map((p) => p.kind)).size).toBeGreaterThan(1);
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

  it("puts its open orders on today's and tomorrow's routes, which its delivery person sees and no one else's", async () => {
    const tomorrow = indiaToday(new Date(seededAt.getTime() + 24 * 60 * 60 * 1000));
    const booked = await t.db
      .select({ status: orders.status, date: orders.deliveryDate, delivery: orders.delivery })
      .from(orders)
      .where(isNotNull(orders.delivery));
    expect(booked.filter((o) => o.date === tomorrow).length).toBeGreaterThanOrEqual(2);
    const shippedDays = booked.filter((o) => o.status === 'SHIPPED').map((o) => o.date);
    expect(shippedDays.length).toBeGreaterThan(0);
    expect(shippedDays.every((day) => day === indiaToday(seededAt))).toBe(true);
    expect(booked.some((o) => o.delivery?.kind === 'COURIER' && o.delivery.expectedFrom !== null)).toBe(true);

    const staff = await t.call('GET', '/api/delivery/people', { as: 'admin' });
    const murugan = staff.data.response.find((p: { email: string }) => p.email === 'delivery@farm.local');
    expect(murugan.areaIds.length).toBe(2);
    const areas = await t.call('GET', '/api/delivery-areas', { as: 'admin' });
    const own = areas.data.response
      .filter((a: { kind: string }) => a.kind === 'OWN')
      .map((a: { id: number }) => a.id);
    expect([...murugan.areaIds].sort()).toEqual([...own].sort());
    const routes = await t.call('GET', `/api/delivery/routes?date=${tomorrow}`, { as: 'staff' });
    expect(routes.statusCode, routes.body).toBe(200);
    expect(routes.data.response.map((r: { window: string }) => r.window)).toContain('5–8 am');
    expect(routes.data.response.every((r: { stops: number }) => r.stops >= 1)).toBe(true);
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

  it('prices the ghee with the festival offer through the API, and what no running offer targets at list price', async () => {
    expect((await shelf('GH-250')).offer).toEqual({
      title: 'Ghee Festival: 10% off goat milk ghee',
      translations: { ta: { title: 'நெய் திருவிழா: ஆட்டுப்பால் நெய்க்கு 10% தள்ளுபடி' } },
      discountPercent: 10,
      unitDiscount: 6_990,
      price: 62_910,
    });
    expect((await shelf('SP-GIFT-4')).offer).toMatchObject({ discountPercent: 15, price: 45_900 });
    expect((await shelf('VW-1')).offer).toMatchObject({ discountPercent: 12, price: 13_200 });
    // Butter shares the ghee's category and the lotion the soaps', paneer has no offer, the kids'
    // offer has not started, and the milk's is for a first order: in that cart, not on the shelf.
    for (const code of ['BT-200', 'SC-LOTION', 'PN-200', 'LG-BOER-KID', 'GM-500']) {
      expect((await shelf(code)).offer, code).toBeNull();
    }
  });

  it('gives a first order the milk offer and WELCOME100, and a returning customer FARM10 up to its cap', async () => {
    const newcomer = await createShopper(t, 'Newcomer');
    await addToCart(t, newcomer, (await shelf('GM-1000')).id, 4);
    const welcome = await t.call('PUT', '/api/customer/cart/coupon', {
      token: newcomer.token,
      body: { code: 'welcome100' },
    });
    expect(welcome.statusCode, welcome.body).toBe(200);
    expect(welcome.data.response.items[0]).toMatchObject({
      unitDiscount: 2_800,
      offerTitle: 'First order: 20% off fresh goat milk',
    });
    // Four litres: ₹560.00, −₹112.00 by the offer, −₹100.00 by the coupon, ₹40.00 delivery.
    expect(welcome.data.response).toMatchObject({
      subtotal: 56_000,
      discountTotal: 11_200,
      couponDiscount: 10_000,
      deliveryFee: 4_000,
      total: 38_800,
    });

    const [priya] = await t.db.select().from(customers).where(eq(customers.mobileNumber, '+919876543210'));
    if (!priya) throw new Error('no demo customer Priya');
    const token = await t.tokens.signAccessToken({ kind: 'customer', id: priya.id, name: priya.name });
    const gheeId = (await shelf('GH-500')).id;
    const added = await t.call('GET', `/api/product/add-to-cart?productId=${gheeId}&Quantity=2`, { token });
    expect(added.statusCode, added.body).toBe(200);
    const apply = (code: string) => t.call('PUT', '/api/customer/cart/coupon', { token, body: { code } });
    const refusals = [
      ['WELCOME100', 'WELCOME100 is for a first order only'],
      ['MONSOON50', 'MONSOON50 has ended'],
    ] as const;
    for (const [code, detail] of refusals) {
      const refused = await apply(code);
      expect(refused.statusCode).toBe(409);
      expect(refused.data).toMatchObject({ code: 'COUPON_INVALID', detail });
    }
    const farm = await apply('FARM10');
    expect(farm.statusCode, farm.body).toBe(200);
    // Two jars: ₹2,698.00, −₹269.80 by the festival; 10% of the rest is ₹242.82, capped at ₹150.00.
    expect(farm.data.response).toMatchObject({
      subtotal: 269_800,
      discountTotal: 26_980,
      couponDiscount: 15_000,
      deliveryFee: 0,
      total: 227_820,
    });
  });

  it('placed no demo order while an offer ran on its products, as its list prices say', async () => {
    const targets = await t.db
      .select({
        startsAt: offers.startsAt,
        endsAt: offers.endsAt,
        firstOrderOnly: offers.firstOrderOnly,
        categoryId: offerTargets.categoryId,
        productId: offerTargets.productId,
      })
      .from(offerTargets)
      .innerJoin(offers, eq(offers.id, offerTargets.offerId));
    const lines = await t.db
      .select({
        placedAt: orders.createdAt,
        customerId: orders.customerId,
        productId: orderItems.productId,
        categoryId: products.categoryId,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(products, eq(products.id, orderItems.productId));
    const firstOrderAt = new Map<number, number>();
    for (const l of lines) {
      const at = l.placedAt.getTime();
      firstOrderAt.set(l.customerId, Math.min(firstOrderAt.get(l.customerId) ?? at, at));
    }
    for (const line of lines) {
      const at = line.placedAt.getTime();
      const under = targets.filter(
        (o) =>
          (o.productId === line.productId || o.categoryId === line.categoryId) &&
          (o.startsAt?.getTime() ?? Number.NEGATIVE_INFINITY) <= at &&
          at < (o.endsAt?.getTime() ?? Number.POSITIVE_INFINITY) &&
          (!o.firstOrderOnly || firstOrderAt.get(line.customerId) === at),
      );
      expect(under, `a line of product ${line.productId}`).toEqual([]);
    }
  });
});

/** A product as the storefront reads it, with the offer it shows on the shelf (or null). */
async function shelf(code: string) {
  const res = await t.call('GET', `/api/product/product-code?productCode=${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response;
}

describe('a shop without staff', () => {
  it('speaks Tamil: no category, banner, offer, coupon, area, blog category or post lacks it', async () => {
    const missing = async (listPath: string) => {
      const res = await t.call('GET', `${listPath}missing=ta`, { as: 'staff' });
      expect(res.statusCode, res.body).toBe(200);
      return res.data.response.map((row: { id: number }) => row.id);
    };
    expect(await missing('/api/category/all?page=1&size=50&')).toEqual([]);
    expect(await missing('/api/banner/all?page=1&size=50&')).toEqual([]);
    expect(await missing('/api/offer/all?page=1&size=50&')).toEqual([]);
    expect(await missing('/api/coupons?page=1&size=50&')).toEqual([]);
    expect(await missing('/api/delivery-areas?')).toEqual([]);
    expect(await missing('/api/blog-category/all?page=1&size=50&')).toEqual([]);
    // The drafts too: staff see them, and a draft published later should not arrive in English.
    expect(await missing('/api/blogs/all?page=1&size=50&')).toEqual([]);

    // Every published post whole in Tamil (issue 33: five of eight were English on /ta/blogs),
    // paragraph for paragraph as its English.
    const tamilScript = /[\u0B80-\u0BFF]/;
    const published = await t.db.select().from(blogs).where(eq(blogs.published, true));
    expect(published.length).toBeGreaterThanOrEqual(8);
    for (const { title, content, translations } of published) {
      const ta = translations.ta;
      expect(ta?.title ?? '', title).toMatch(tamilScript);
      expect(ta?.excerpt ?? '', title).toMatch(tamilScript);
      expect(ta?.content ?? '', title).toMatch(tamilScript);
      expect(ta?.content?.split('\n\n').length, title).toBe(content.split('\n\n').length);
    }
    const areaNames = await t.db.select({ translations: deliveryAreas.translations }).from(deliveryAreas);
    expect(areaNames.map((a) => a.translations.ta?.name)).toContain('பொள்ளாச்சி & ஆனைமலை');
  });

  it("has the shop's about text and its four policies in Tamil (the DPDP Act's notices)", async () => {
    const { translations } = (await t.call('GET', '/api/settings')).data.response;
    for (const field of ['about', 'privacyPolicy', 'termsAndConditions', 'shippingPolicy', 'refundPolicy']) {
      expect(translations.ta[field], field).toMatch(/[\u0B80-\u0BFF]{3}/);
    }
  });

  it('counts as empty until it has a category, and then loads the demo with no staff to credit', async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      expect(await isEmptyShop(db)).toBe(true);
      await db.insert(categories).values({ name: 'Real Category', slug: 'real-category' });
      expect(await isEmptyShop(db)).toBe(false);
      await db.delete(categories);
      expect(await isEmptyShop(db)).toBe(true);

      // As the browser tests' shop loads it (SEED_DEMO_SUBSCRIBERS=false): the farm without its
      // subscribers, whose days the rounds' real cut-offs would generate mid-run.
      await seedDemoFarm(db, new Date(), { subscribers: false });
      expect(await isEmptyShop(db)).toBe(false);
      expect(await db.select({ id: subscriptions.id }).from(subscriptions)).toEqual([]);
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

// Last: it runs the generation job, whose orders the checks above would count as the seed's.
describe("the demo farm's subscribers (issue 34.7)", () => {
  const tomorrow = () => indiaToday(new Date(seededAt.getTime() + 24 * 60 * 60 * 1000));
  type Day = { day: string; status: string };
  const calendars = async (customerId: number) => {
    const res = await t.call('GET', `/api/admin/subscriptions/customers/${customerId}`, { as: 'staff' });
    expect(res.statusCode, res.body).toBe(200);
    return res.data.response as {
      subscriptions: { slotId: number; pattern: { kind: string }; calendar: Day[] }[];
      wallet: { balance: number; monthlyBill?: boolean; entries: { reason: string; note: string | null }[] };
    };
  };
  const subscriber = async (name: string) => {
    const [row] = await t.db.select().from(customers).where(eq(customers.name, name));
    if (!row) throw new Error(`no demo subscriber ${name}`);
    return row;
  };

  it('are ten households in the van areas, every pattern and both rounds, on milk, curd and paneer', async () => {
    const subscribable = await t.call('GET', '/api/subscription-products');
    const ids = subscribable.data.response.map((p: { productId: number }) => p.productId);
    const codes = await t.db.select({ id: products.id, code: products.productCode }).from(products);
    expect(
      codes
        .filter((p) => ids.includes(p.id))
        .map((p) => p.code)
        .sort(),
    ).toEqual(['CD-400', 'GM-1000', 'GM-500', 'PN-200'].sort());
    const rows = await t.db
      .select({
        sub: subscriptions,
        pincode: addresses.pincode,
        startsAt: deliverySlots.startsAt,
        kind: deliveryAreas.kind,
      })
      .from(subscriptions)
      .innerJoin(addresses, eq(addresses.id, subscriptions.addressId))
      .innerJoin(deliverySlots, eq(deliverySlots.id, subscriptions.slotId))
      .innerJoin(deliveryAreas, eq(deliveryAreas.id, deliverySlots.areaId));
    expect(rows.length).toBe(10);
    expect(new Set(rows.map((r) => r.sub.customerId)).size).toBe(10);
    for (const r of rows) expect(r.kind, r.pincode).toBe('OWN');
    const rounds = new Set(rows.map((r) => (r.startsAt < '12:00' ? 'morning' : 'evening')));
    expect(rounds).toEqual(new Set(['morning', 'evening']));
    const patterns = await t.db.select().from(subscriptionPatterns);
    expect(new Set(patterns.map((p) => p.kind))).toEqual(
      new Set(['DAILY', 'ALTERNATE', 'WEEKDAYS', 'PER_WEEKDAY']),
    );
    const changes = await t.db.select().from(subscriptionChanges);
    expect(changes.filter((c) => c.kind === 'SKIP').length).toBeGreaterThanOrEqual(3);
    expect(changes.filter((c) => c.kind === 'PAUSE').length).toBe(1);
    // Both languages: Tamil households get their messages and the farm's notes in Tamil.
    const people = await t.db
      .select()
      .from(customers)
      .where(
        inArray(
          customers.id,
          rows.map((r) => r.sub.customerId),
        ),
      );
    expect(new Set(people.map((c) => c.locale))).toEqual(new Set(['en', 'ta']));
  });

  it("show a trip's pause and a skip on tomorrow, and wallets whose ledger sums to the balance", async () => {
    const away = await calendars((await subscriber('Meenakshi Sundaram')).id);
    expect(away.subscriptions[0]?.calendar.find((d) => d.day === tomorrow())?.status).toBe('PAUSED');
    const skipping = await calendars((await subscriber('Sanjay Natarajan')).id);
    expect(skipping.subscriptions[0]?.calendar.find((d) => d.day === tomorrow())?.status).toBe('SKIPPED');
    const daily = await calendars((await subscriber('Selvi Murugesan')).id);
    expect(daily.subscriptions[0]?.calendar.find((d) => d.day === tomorrow())?.status).toBe('DELIVER');
    expect(daily.wallet.entries.filter((e) => e.reason === 'TOP_UP').length).toBe(2);
    const tamilCredit = (await calendars((await subscriber('Kavitha Shanmugam')).id)).wallet.entries.find(
      (e) => e.reason === 'STAFF_CREDIT',
    );
    expect(tamilCredit?.note).toMatch(/[\u0B80-\u0BFF]{3}/);

    const accounts = await t.db.select().from(walletAccounts);
    const entries = await t.db.select().from(walletEntries);
    expect(accounts.length).toBe(10);
    for (const a of accounts) {
      const own = entries.filter((e) => e.customerId === a.customerId).sort((x, y) => x.id - y.id);
      expect(a.balance).toBe(own.reduce((sum, e) => sum + e.amount, 0));
      expect(own.at(-1)?.balanceAfter ?? 0).toBe(a.balance);
    }
    const billed = accounts.filter((a) => a.monthlyBill);
    expect(billed.length).toBe(1);
    expect(billed[0]?.customerId).toBe((await subscriber('Gomathi Venkatesan')).id);

    const low = await t.call('GET', '/api/admin/subscriptions?lowBalance=true&page=1&size=50', {
      as: 'staff',
    });
    expect(low.statusCode, low.body).toBe(200);
    const lowNames = low.data.response.map((r: { customer: { name: string } }) => r.customer.name);
    expect(lowNames).toContain('Arul Prakash');
    expect(lowNames).not.toContain('Selvi Murugesan');
  });

  it("become tomorrow's subscription stops once the cut-off passes, the paused and skipped ones left out", async () => {
    const routeStops = async () => {
      const res = await t.call('GET', `/api/delivery/routes?date=${tomorrow()}`, { as: 'staff' });
      expect(res.statusCode, res.body).toBe(200);
      return res.data.response.reduce((sum: number, r: { stops: number }) => sum + r.stops, 0);
    };
    const before = await routeStops();
    // 21:30 India time on the seed's day: both van areas' cut-offs (20:00, 21:00) have passed.
    const afterCutoff = new Date(`${indiaToday(seededAt)}T21:30:00+05:30`);
    const run = await generateDeliveries(t.db, afterCutoff);
    expect(run.failed).toBe(0);
    const done = await t.db
      .select({
        customerId: subscriptions.customerId,
        outcome: subscriptionDeliveries.outcome,
        orderId: subscriptionDeliveries.orderId,
      })
      .from(subscriptionDeliveries)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDeliveries.subscriptionId))
      .where(eq(subscriptionDeliveries.day, tomorrow()));
    const generated = done.filter((d) => d.outcome === 'GENERATED');
    const names = await t.db.select({ id: customers.id, name: customers.name }).from(customers);
    const nameOf = (id: number) => names.find((n) => n.id === id)?.name;
    const served = generated.map((d) => nameOf(d.customerId));
    // Who gets milk tomorrow depends on its weekday (weekdays only, alternate days): the households
    // whose calendar says so, each once; the four on every day's round at the least.
    const due: string[] = [];
    for (const household of demoSubscribers) {
      const { subscriptions: own } = await calendars((await subscriber(household.name)).id);
      const days = own.map((s) => s.calendar.find((d) => d.day === tomorrow())?.status);
      if (days.includes('DELIVER')) due.push(household.name);
    }
    expect(due.length).toBeGreaterThanOrEqual(4);
    expect([...served].sort()).toEqual(due.sort());
    expect(served).toContain('Selvi Murugesan');
    expect(served).toContain('Gomathi Venkatesan');
    expect(served).toContain('Arul Prakash');
    expect(done.map((d) => nameOf(d.customerId))).not.toContain('Meenakshi Sundaram');
    expect(done.map((d) => nameOf(d.customerId))).not.toContain('Sanjay Natarajan');
    expect(await routeStops()).toBe(before + generated.length);
  });
});
