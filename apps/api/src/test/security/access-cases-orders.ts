import { createHmac, randomBytes } from 'node:crypto';
import { indiaToday } from '../../lib/dates.js';
import { expectedTotalOf } from '../order-fixtures.js';
import { TEST_RAZORPAY_KEYS } from '../test-app.js';
import type { AccessTable, BuildContext } from './access-cases.js';
import { call } from './security-call.js';

const isCustomer = ({ caller }: BuildContext) => caller === 'customer A' || caller === 'customer B';

/** A review of a new product by the owner (a customer reviews a product once). */
async function freshReview({ w, owner }: BuildContext): Promise<number> {
  const productId = await w.fresh.product();
  const body = { productId, rating: 5, comment: 'Creamy' };
  const res = await call(w.t, 'POST', '/api/review', { token: owner.token, body });
  if (res.statusCode !== 201) throw new Error(`review: ${res.body}`);
  return res.data.response.id;
}

/** One unit of the world's product at the total the storefront would show. */
async function checkoutBody(w: BuildContext['w']) {
  const productDetails = [{ productId: w.product.id, quantity: 1 }];
  return { productDetails, expectedTotal: await expectedTotalOf(w.t, productDetails) };
}

/** Orders and reviews: the customer's own, staff's all. */
export const orderCases: AccessTable = {
  'POST /api/orders/products': {
    access: 'owner-customer',
    build: async ({ w, owner }) => ({
      url: `/api/orders/products?customerId=${owner.id}&addressId=${owner.addressId}`,
      body: await checkoutBody(w),
    }),
    // Another customer's address, without naming them: decision 0010 says 404.
    foreignVariants: [
      {
        status: 404,
        build: async ({ w, owner }) => ({
          url: `/api/orders/products?addressId=${owner.addressId}`,
          body: await checkoutBody(w),
        }),
      },
    ],
  },
  'POST /api/orders/1': {
    access: 'staff',
    build: ({ w, owner }) => ({
      url: '/api/orders/1',
      body: {
        customerId: owner.id,
        addressId: owner.addressId,
        productDetails: [{ productId: w.product.id, quantity: 1 }],
      },
    }),
  },
  'POST /api/orders/quote': {
    access: 'staff',
    build: ({ w, owner }) => ({
      url: '/api/orders/quote',
      body: { customerId: owner.id, productDetails: [{ productId: w.product.id, quantity: 1 }] },
    }),
  },
  'GET /api/orders/all': { access: 'staff', build: () => ({ url: '/api/orders/all' }) },
  'POST /api/orders/{id}/payment': {
    access: 'owner-customer',
    foreign: 404,
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id, 'PENDING_PAYMENT', 'ONLINE')}/payment`,
    }),
  },
  // Issue 32.6: into the caller's own cart, from their own order only.
  'POST /api/orders/{id}/buy-again': {
    access: 'owner-customer',
    foreign: 404,
    build: ({ owner }) => ({ url: `/api/orders/${owner.orderId}/buy-again` }),
  },
  'POST /api/orders/{id}/refund': {
    access: 'staff',
    // A customer of its own each time: the owner's open orders are capped.
    build: async ({ w }) => ({
      url: `/api/orders/${await w.fresh.paidOnlineOrder(await w.newOwner())}/refund`,
      body: { amount: 100, reason: 'One jar broke' },
    }),
  },
  'POST /api/orders/{id}/return-lines': {
    access: 'staff',
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id, 'DELIVERED')}/return-lines`,
      body: { lines: [{ productId: w.product.id, quantity: 1 }], note: 'Cracked jar' },
    }),
  },
  'GET /api/orders/{id}/invoices': {
    access: 'owner',
    foreign: 404,
    build: ({ owner }) => ({ url: `/api/orders/${owner.orderId}/invoices` }),
  },
  'GET /api/invoices/{id}/pdf': {
    access: 'owner',
    foreign: 404,
    build: async ({ w, owner }) => ({ url: `/api/invoices/${await w.fresh.invoice(owner.id)}/pdf` }),
  },
  'GET /api/invoices': { access: 'staff', build: () => ({ url: '/api/invoices?date=2026-04-01' }) },
  'GET /api/invoices/pdf': {
    access: 'staff',
    build: async ({ w, owner }) => {
      await w.fresh.invoice(owner.id);
      return { url: `/api/invoices/pdf?date=${indiaToday()}` };
    },
  },
  'GET /api/payments': { access: 'staff', build: () => ({ url: '/api/payments?method=ONLINE' }) },
  'GET /api/payments/export': {
    access: 'staff',
    build: () => ({ url: '/api/payments/export?status=COD_DUE' }),
  },
  // The owner's reports (issue 17.4): staff only, every one.
  ...reportCases(),
  // Anyone may come back from hosted checkout: what it carries is checked by its signature.
  'POST /api/payments/razorpay/callback': {
    access: 'public',
    build: ({ owner }) => ({ url: `/api/payments/razorpay/callback?order=${owner.orderId}`, body: {} }),
  },
  // Anyone may deliver a webhook; only Razorpay's signature makes it count (signed here with the
  // test shop's webhook secret).
  'POST /api/payments/razorpay/webhook': {
    access: 'public',
    build: () => {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.authorized',
        payload: {},
        created_at: 1,
      });
      const signature = createHmac('sha256', TEST_RAZORPAY_KEYS.webhookSecret).update(body).digest('hex');
      return {
        url: '/api/payments/razorpay/webhook',
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': `evt${randomBytes(6).toString('hex')}`,
        },
      };
    },
  },
  'POST /api/orders/{id}/cash-collected': {
    access: 'staff',
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id)}/cash-collected`,
      body: { amount: 1 },
    }),
  },
  'GET /api/orders/bundle': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/orders/bundle?cartBundleId=${owner.cartBundleId}` }),
  },
  'GET /api/orders/customer/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/orders/customer/${owner.id}` }),
  },
  'GET /api/orders/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/orders/${owner.orderId}` }),
  },
  'GET /api/orders/{id}/messages': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/orders/${owner.orderId}/messages` }),
  },
  'GET /api/whatsapp/outbox': { access: 'admin', build: () => ({ url: '/api/whatsapp/outbox' }) },
  'PUT /api/orders/{id}': {
    access: 'owner',
    build: async (ctx) => ({
      url: `/api/orders/${await ctx.w.fresh.order(ctx.owner.id)}`,
      body: { status: isCustomer(ctx) ? 'CANCELLED' : 'CONFIRMED' },
    }),
  },
  'POST /api/orders/{id}/restock': {
    access: 'staff',
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id, 'RETURNED')}/restock`,
      body: { productId: w.product.id },
    }),
  },
  'DELETE /api/orders/{id}': {
    access: 'staff',
    build: async ({ w, owner }) => ({ url: `/api/orders/${await w.fresh.order(owner.id, 'CANCELLED')}` }),
  },
  'POST /api/orders/{id}/archive': {
    access: 'staff',
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id, 'CANCELLED')}/archive`,
    }),
  },
  'POST /api/orders/{id}/unarchive': {
    access: 'staff',
    build: async ({ w, owner }) => ({
      url: `/api/orders/${await w.fresh.order(owner.id, 'CANCELLED')}/unarchive`,
    }),
  },

  'GET /api/review/all': { access: 'staff', build: () => ({ url: '/api/review/all' }) },
  'GET /api/review/product/{productId}': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/review/product/${w.product.id}` }),
  },
  'GET /api/review/{id}': {
    access: 'public',
    build: ({ owner }) => ({ url: `/api/review/${owner.reviewId}` }),
  },
  'POST /api/review': {
    access: 'self',
    build: async ({ w }) => ({
      url: '/api/review',
      body: { productId: await w.fresh.product(), rating: 5, comment: 'Good' },
    }),
  },
  'PUT /api/review/{id}': {
    access: 'owner',
    build: (ctx) => ({
      url: `/api/review/${ctx.owner.reviewId}`,
      // Staff may only hide or show a review; its author may change the words.
      body: isCustomer(ctx) ? { comment: 'Even better' } : { hidden: false },
    }),
  },
  'DELETE /api/review/{id}': {
    access: 'owner',
    build: async (ctx) => ({ url: `/api/review/${await freshReview(ctx)}` }),
  },
  'POST /api/review/reply': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/review/reply?id=${owner.reviewId}&message=Thanks` }),
  },
  'DELETE /api/review/reply/{id}': {
    access: 'staff',
    build: async ({ w, owner }) => ({ url: `/api/review/reply/${await w.fresh.reply(owner.reviewId)}` }),
  },
};

/** Each report and its CSV over this month so far; the month's GST; the orders and customers CSVs. */
function reportCases(): AccessTable {
  const today = indiaToday();
  const range = `from=${today.slice(0, 8)}01&to=${today}`;
  const staff = (url: string) => ({ access: 'staff' as const, build: () => ({ url }) });
  return {
    'GET /api/reports/sales': staff(`/api/reports/sales?${range}`),
    'GET /api/reports/sales/export': staff(`/api/reports/sales/export?${range}&table=products`),
    'GET /api/reports/best-sellers': staff(`/api/reports/best-sellers?${range}&limit=5`),
    'GET /api/reports/best-sellers/export': staff(`/api/reports/best-sellers/export?${range}`),
    'GET /api/reports/order-statuses': staff(`/api/reports/order-statuses?${range}`),
    'GET /api/reports/order-statuses/export': staff(`/api/reports/order-statuses/export?${range}`),
    'GET /api/reports/payment-methods': staff(`/api/reports/payment-methods?${range}`),
    'GET /api/reports/payment-methods/export': staff(`/api/reports/payment-methods/export?${range}`),
    'GET /api/reports/cash-to-collect': staff('/api/reports/cash-to-collect'),
    'GET /api/reports/cash-to-collect/export': staff('/api/reports/cash-to-collect/export'),
    'GET /api/reports/gst': staff(`/api/reports/gst?month=${today.slice(0, 7)}`),
    'GET /api/reports/gst/export': staff(
      `/api/reports/gst/export?month=${today.slice(0, 7)}&table=documents`,
    ),
    'GET /api/reports/orders/export': staff(`/api/reports/orders/export?${range}`),
    'GET /api/reports/customers/export': staff('/api/reports/customers/export'),
  };
}
