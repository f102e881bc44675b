import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { issueInvoice } from '../../modules/invoice/index.js';
import { insertOrder } from '../product-fixtures.js';
import type { TestApp } from '../test-app.js';
import { call } from './security-call.js';

type Product = { id: number; productCode: string };
const unique = () => randomBytes(4).toString('hex');

/** A multipart/form-data body with one PNG, as the admin's upload form sends it. */
export async function pngUpload() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1b5e5a' } })
    .png()
    .toBuffer();
  const boundary = `----security${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="goat.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The staff side of the security world: one of every catalogue and content object, and makers of
 * fresh ones for the routes that delete or change them for good.
 */
export async function createCatalogue(
  t: TestApp,
  base: { categoryId: number; product: Product; soldOut: Product; reviewId: number },
) {
  /** Creates through the API as the admin; answers the `response`. */
  async function made(method: string, url: string, body?: unknown, headers?: Record<string, string>) {
    const res = await call(t, method, url, { token: t.auth.admin, body, ...(headers ? { headers } : {}) });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.data.response;
  }

  const fresh = {
    category: async () => (await made('POST', '/api/category', { name: `Cat ${unique()}` })).id as number,
    product: async () =>
      (
        await made('POST', '/api/product', {
          productCode: `SEC-${unique()}`,
          name: `Product ${unique()}`,
          description: 'Made on the farm',
          categoryId: base.categoryId,
          price: 1_000,
          unit: '1 pc',
          stock: 5,
        })
      ).id as number,
    banner: async () =>
      (await made('POST', '/api/banner', { title: 'Banner', type: 'image', mediaUrl: '/banner.jpg' }))
        .id as number,
    blogCategory: async () =>
      (await made('POST', '/api/blog-category', { name: `Bc ${unique()}` })).id as number,
    blog: async (blogCategoryId: number) =>
      await made('POST', '/api/blogs', {
        title: `Kidding season ${unique()}`,
        blogCategoryId,
        content: 'The kids are here.',
        published: true,
      }),
    offer: async () =>
      (await made('POST', '/api/offer', { title: 'Ten off', discountPercent: 10 })).id as number,
    /** A coupon anyone may use any number of times: ₹1 off. */
    coupon: async () =>
      await made('POST', '/api/coupons', { code: `SEC${unique()}`.slice(0, 20), discountAmount: 100 }),
    contact: async () => {
      const res = await call(t, 'POST', '/api/contact-as', {
        body: { name: 'Visitor', mobileNumber: '9876501234', message: 'Do you sell kids?' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data.response.id as number;
    },
    media: async () => {
      const { body, headers } = await pngUpload();
      return await made('POST', '/api/media', body, headers);
    },
    staffUser: async () =>
      (
        await made('POST', '/api/user', {
          name: 'Temp helper',
          email: `temp-${unique()}@farm.test`,
          password: 'temp-password-1',
          role: 'staff',
        })
      ).id as number,
    reply: async (reviewId: number) => {
      const review = await made('POST', `/api/review/reply?id=${reviewId}&message=Thank%20you`);
      return review.replies.at(-1).id as number;
    },
    /**
     * An order the customer placed and paid online (through the test shop's Razorpay stand-in and
     * its signed callback): something to refund.
     */
    paidOnlineOrder: async (customer: { token: string; addressId: number }) => {
      const as = { token: customer.token };
      const lines = [{ productId: base.product.id, quantity: 1 }];
      const cart = await call(
        t,
        'GET',
        `/api/product/add-to-cart?productId=${base.product.id}&Quantity=1`,
        as,
      );
      expect(cart.statusCode, cart.body).toBe(200);
      const placed = await call(t, 'POST', `/api/orders/products?addressId=${customer.addressId}`, {
        ...as,
        body: { productDetails: lines, expectedTotal: cart.data.response.total, paymentMethod: 'ONLINE' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const orderId = placed.data.response.orders[0].id as number;
      const start = await call(t, 'POST', `/api/orders/${orderId}/payment`, as);
      expect(start.statusCode, start.body).toBe(200);
      const paid = t.razorpay.payOrder(start.data.response.fields.order_id, 'success');
      if (paid.outcome !== 'success') throw new Error('the stand-in did not take the payment');
      const back = await call(t, 'POST', `/api/payments/razorpay/callback?order=${orderId}`, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(paid.callback).toString(),
      });
      expect(back.headers.location).toContain('payment=paid');
      return orderId;
    },
    /** A delivered order's tax invoice (the shop's GSTIN set first): its id. */
    invoice: async (customerId: number) => {
      await made('PUT', '/api/settings', { gstin: '33AAACR5055K1ZE' });
      const orderId = await insertOrder(t.db, {
        customerId,
        status: 'PLACED',
        paymentMethod: 'COD',
        lines: [{ productId: base.product.id, quantity: 1 }],
      });
      const invoice = await t.db.transaction((tx) => issueInvoice(tx, orderId, new Date()));
      if (!invoice) throw new Error('no invoice was issued');
      return invoice.id;
    },
    /** An order of the customer's, written directly, in the given status. */
    order: (
      customerId: number,
      status: 'PENDING_PAYMENT' | 'PLACED' | 'DELIVERED' | 'CANCELLED' | 'RETURNED' = 'PLACED',
      paymentMethod: 'COD' | 'ONLINE' = 'COD',
    ) =>
      insertOrder(t.db, {
        customerId,
        status,
        paymentMethod,
        lines: [{ productId: base.product.id, quantity: 1 }],
      }),
  };

  const blogCategoryId = await fresh.blogCategory();
  const blog = await fresh.blog(blogCategoryId);
  const media = await fresh.media();
  return {
    fresh,
    bannerId: await fresh.banner(),
    blogCategoryId,
    blogId: blog.id as number,
    blogSlug: blog.slug as string,
    offerId: await fresh.offer(),
    coupon: (await fresh.coupon()) as { id: number; code: string },
    contactId: await fresh.contact(),
    mediaId: media.id as number,
    mediaName: String(media.url).replace('/api/media/', ''),
    replyId: await fresh.reply(base.reviewId),
  };
}
