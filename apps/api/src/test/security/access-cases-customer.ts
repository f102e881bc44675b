import { issueSession } from '../../modules/auth/index.js';
import { lastCode, otpUrl } from '../../modules/otp/otp-test-fixtures.js';
import { TEST_STAFF } from '../test-app.js';
import type { AccessTable, BuildContext } from './access-cases.js';
import { call, freshMobile } from './security-call.js';
import { insertAddress } from './security-world.js';

/** A code sent to `number` for `purpose` (as the owner, when the purpose needs a token). */
async function codeFor({ w, owner }: BuildContext, number: string, purpose: string) {
  const res = await call(w.t, 'POST', otpUrl(number, purpose), { token: owner.token });
  if (res.statusCode !== 200) throw new Error(`OTP send: ${res.body}`);
  return lastCode(w.t, number);
}

/** The owner cancels their order, so that their account may be closed or erased (no open orders). */
async function settleOrder({ w, owner }: BuildContext) {
  const res = await call(w.t, 'PUT', `/api/orders/${owner.orderId}`, {
    token: owner.token,
    body: { status: 'CANCELLED' },
  });
  if (res.statusCode !== 200) throw new Error(`cancel: ${res.body}`);
}

async function freshSession({ w, owner }: BuildContext) {
  const principal = { kind: 'customer' as const, id: owner.id, name: owner.name };
  return issueSession(w.t.db, w.t.tokenService, principal, false);
}

const addressFields = {
  name: 'Receiver',
  mobileNumber: '9812345678',
  line1: '2 Mill Street',
  city: 'Salem',
  state: 'Tamil Nadu',
  pincode: '636001',
};

/** Sign-in, accounts and a customer's own things: addresses, cart, wishlist, notify requests. */
export const customerCases: AccessTable = {
  'POST /api/auth/login': { access: 'public', build: () => ({ url: '/api/auth/login', body: TEST_STAFF }) },
  'POST /api/auth/refresh': {
    access: 'public',
    build: async (ctx) => ({
      url: '/api/auth/refresh',
      body: { refreshToken: (await freshSession(ctx)).refreshToken },
    }),
  },
  'POST /api/auth/logout': {
    access: 'public',
    build: async (ctx) => ({
      url: '/api/auth/logout',
      body: { refreshToken: (await freshSession(ctx)).refreshToken },
    }),
  },
  'POST /api/customer': {
    access: 'public',
    build: () => ({
      url: '/api/customer',
      body: { name: 'New', mobileNumber: freshMobile(), password: 'new-pass-12' },
    }),
  },
  'POST /api/customer/login': {
    access: 'public',
    signsIn: true,
    build: ({ owner }) => ({
      url: '/api/customer/login',
      body: { userName: owner.mobileNumber, password: owner.password },
    }),
  },
  'POST /api/customer/reset-password': {
    access: 'public',
    fresh: true,
    build: async (ctx) => ({
      url: '/api/customer/reset-password',
      body: {
        userName: ctx.owner.mobileNumber,
        otp: await codeFor(ctx, ctx.owner.mobileNumber, 'reset_password'),
        password: 'reset-pass-12',
      },
    }),
  },
  'POST /api/customer/verify-number': {
    access: 'self',
    // The owners are verified already: the answer is 200 whatever the code (nothing to prove).
    build: () => ({ url: '/api/customer/verify-number', body: { otp: '123456' } }),
  },
  'PUT /api/customer/password': {
    access: 'self',
    fresh: true,
    build: ({ owner }) => ({
      url: '/api/customer/password',
      body: { currentPassword: owner.password, newPassword: 'changed-pass-12' },
    }),
  },
  'PUT /api/customer/change-Number': {
    access: 'owner-customer',
    fresh: true,
    build: async (ctx) => {
      const number = freshMobile();
      const otp = await codeFor(ctx, number, 'change_number');
      return {
        url: `/api/customer/change-Number?mobileNumber=${encodeURIComponent(number)}&id=${ctx.owner.id}&otp=${otp}`,
      };
    },
  },
  'GET /api/customer/all': { access: 'staff', build: () => ({ url: '/api/customer/all' }) },
  'GET /api/customer/{id}': { access: 'owner', build: ({ owner }) => ({ url: `/api/customer/${owner.id}` }) },
  'POST /api/customer/by-staff': {
    access: 'staff',
    build: () => ({
      url: '/api/customer/by-staff',
      body: { name: 'Phone customer', mobileNumber: freshMobile() },
    }),
  },
  'PUT /api/customer/{id}/mobile-number': {
    access: 'staff',
    fresh: true,
    build: ({ owner }) => ({
      url: `/api/customer/${owner.id}/mobile-number`,
      body: { mobileNumber: freshMobile() },
    }),
  },
  'GET /api/customer/{id}/history': {
    access: 'staff',
    build: ({ owner }) => ({ url: `/api/customer/${owner.id}/history` }),
  },
  'PUT /api/customer/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/customer/${owner.id}`, body: { name: owner.name } }),
  },
  'DELETE /api/customer/{id}': {
    access: 'owner',
    fresh: true,
    // A customer on themself closes the account: with a code, once their order is settled.
    build: async (ctx) => {
      await settleOrder(ctx);
      const otp = await codeFor(ctx, ctx.owner.mobileNumber, 'close_account');
      return { url: `/api/customer/${ctx.owner.id}?otp=${otp}` };
    },
  },
  'POST /api/customer/close': {
    access: 'self',
    fresh: true,
    build: async (ctx) => {
      await settleOrder(ctx);
      return {
        url: '/api/customer/close',
        body: { otp: await codeFor(ctx, ctx.owner.mobileNumber, 'close_account') },
      };
    },
  },
  'GET /api/customer/message-preferences': {
    access: 'self',
    build: () => ({ url: '/api/customer/message-preferences' }),
  },
  'PUT /api/customer/message-preferences': {
    access: 'self',
    build: () => ({ url: '/api/customer/message-preferences', body: { orderUpdates: true } }),
  },
  'GET /api/customer/me/export': { access: 'self', build: () => ({ url: '/api/customer/me/export' }) },
  'GET /api/customer/{id}/export': {
    access: 'admin',
    build: ({ owner }) => ({ url: `/api/customer/${owner.id}/export` }),
  },
  'POST /api/customer/{id}/erase': {
    access: 'admin',
    fresh: true,
    build: async (ctx) => {
      await settleOrder(ctx);
      return { url: `/api/customer/${ctx.owner.id}/erase` };
    },
  },

  'POST /api/otp/send/customer': { access: 'public', build: () => ({ url: otpUrl(freshMobile()) }) },
  'POST /api/otp/verify/customer': {
    access: 'public',
    signsIn: true,
    fresh: true,
    build: async (ctx) => ({
      url: '/api/otp/verify/customer',
      body: { userName: ctx.owner.mobileNumber, otp: await codeFor(ctx, ctx.owner.mobileNumber, 'login') },
    }),
  },

  'GET /api/address/all': { access: 'staff', build: () => ({ url: '/api/address/all' }) },
  'GET /api/address/customer/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/address/customer/${owner.id}` }),
  },
  'GET /api/address/{id}': {
    access: 'owner',
    foreign: 404,
    build: ({ owner }) => ({ url: `/api/address/${owner.addressId}` }),
  },
  'PUT /api/address/{id}': {
    access: 'owner',
    foreign: 404,
    build: ({ owner }) => ({ url: `/api/address/${owner.addressId}`, body: { city: 'Erode' } }),
    foreignVariants: [
      {
        status: 403,
        build: ({ owner }) => ({
          url: `/api/address/${owner.addressId}`,
          body: { city: 'Salem', customerId: owner.id },
        }),
      },
    ],
  },
  'DELETE /api/address/{id}': {
    access: 'owner',
    foreign: 404,
    build: async ({ w, owner }) => ({ url: `/api/address/${await insertAddress(w.t, owner.id)}` }),
  },
  'POST /api/address': {
    access: 'owner',
    build: ({ owner }) => ({ url: '/api/address', body: { customerId: owner.id, ...addressFields } }),
  },

  'GET /api/customer/cart/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/customer/cart/${owner.id}` }),
  },
  'GET /api/product/add-to-cart': {
    access: 'owner',
    build: ({ w, owner }) => ({
      url: `/api/product/add-to-cart?productId=${w.product.id}&Quantity=3&customerId=${owner.id}`,
    }),
  },
  'PUT /api/customer/cart/coupon': {
    access: 'self',
    build: ({ w }) => ({ url: '/api/customer/cart/coupon', body: { code: w.coupon.code } }),
  },
  'DELETE /api/customer/cart/coupon': { access: 'self', build: () => ({ url: '/api/customer/cart/coupon' }) },
  'POST /api/customer/cart/remove': {
    access: 'owner',
    build: ({ w, owner }) => ({
      url: `/api/customer/cart/remove?customerId=${owner.id}`,
      body: { productIds: [w.soldOut.id] },
    }),
  },
  'GET /api/customer/wishlist/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/customer/wishlist/${owner.id}` }),
  },
  'GET /api/customer/wishlist/add': {
    access: 'owner',
    build: ({ w, owner }) => ({
      url: `/api/customer/wishlist/add?customerId=${owner.id}&productId=${w.soldOut.id}`,
    }),
  },
  'POST /api/customer/remove-product': {
    access: 'owner',
    build: ({ w, owner }) => ({
      url: `/api/customer/remove-product?customerId=${owner.id}`,
      body: { productIds: [w.soldOut.id] },
    }),
  },
  'POST /api/product/notify': {
    access: 'owner',
    build: ({ w, owner }) => ({
      url: `/api/product/notify?productId=${w.soldOut.id}&customerId=${owner.id}`,
    }),
  },
  'DELETE /api/product/notify': {
    access: 'owner-customer',
    build: ({ w, owner }) => ({
      url: `/api/product/notify?productId=${w.soldOut.id}&customerId=${owner.id}`,
    }),
  },
  'GET /api/customer/notify-products/{id}': {
    access: 'owner',
    build: ({ owner }) => ({ url: `/api/customer/notify-products/${owner.id}` }),
  },
  'GET /api/notify/products': { access: 'staff', build: () => ({ url: '/api/notify/products' }) },
  'GET /api/notify/product/{productId}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/notify/product/${w.soldOut.id}` }),
  },
};
