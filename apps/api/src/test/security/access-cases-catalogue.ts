import type { AccessTable } from './access-cases.js';
import { pngUpload } from './security-catalogue.js';

const unique = () => Math.random().toString(36).slice(2, 10);

/** A GST rate of its own (a code and a day no other case uses). */
let rateDay = 0;
const futureRate = () => {
  rateDay += 1;
  const day = new Date(Date.UTC(2040, 0, 1) + (rateDay + Math.floor(Math.random() * 1e6)) * 86_400_000);
  return { hsnCode: '0406', ratePercent: 5, effectiveFrom: day.toISOString().slice(0, 10) };
};

/** A delivery area of its own: switched off (it changes no one's checkout), with its own PIN code. */
let areaNumber = 0;
const quietArea = () => {
  areaNumber += 1;
  const pin = String(900000 + areaNumber);
  return {
    name: `Area ${unique()}`,
    kind: 'COURIER',
    pincodes: [pin],
    deliveryFee: 5000,
    courierDaysMin: 2,
    courierDaysMax: 4,
    active: false,
  };
};
let closedDay = 0;
const futureDay = () => {
  closedDay += 1;
  return new Date(Date.UTC(2041, 0, 1) + closedDay * 86_400_000).toISOString().slice(0, 10);
};

/** Catalogue and content: public reads, staff writes; settings and staff accounts for admins. */
export const catalogueCases: AccessTable = {
  'GET /api/category/all': { access: 'public', build: () => ({ url: '/api/category/all' }) },
  'GET /api/category/{id}': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/category/${w.categoryId}` }),
  },
  'POST /api/category': {
    access: 'staff',
    build: () => ({ url: '/api/category', body: { name: `C ${unique()}` } }),
  },
  'PUT /api/category/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/category/${w.categoryId}`, body: { description: 'Milk and more' } }),
  },
  'DELETE /api/category/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/category/${await w.fresh.category()}` }),
  },
  'POST /api/category/{id}/restore': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/category/${w.categoryId}/restore` }),
  },

  'GET /api/product/all': { access: 'public', build: () => ({ url: '/api/product/all?size=5' }) },
  'GET /api/product/search': {
    access: 'public',
    build: () => ({ url: '/api/product/search?keywords=product' }),
  },
  'GET /api/product/best-selling': { access: 'public', build: () => ({ url: '/api/product/best-selling' }) },
  'GET /api/product/product-code': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/product/product-code?productCode=${w.product.productCode}` }),
  },
  'GET /api/product/category/{id}': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/product/category/${w.categoryId}` }),
  },
  'GET /api/product/{id}': { access: 'public', build: ({ w }) => ({ url: `/api/product/${w.product.id}` }) },
  'POST /api/product': {
    access: 'staff',
    build: ({ w }) => ({
      url: '/api/product',
      body: {
        productCode: `NEW-${unique()}`,
        name: 'Goat cheese',
        description: 'Aged',
        categoryId: w.categoryId,
        price: 25_000,
        unit: '200 g',
        stock: 3,
      },
    }),
  },
  'PUT /api/product/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/product/${await w.fresh.product()}`, body: { price: 1_100 } }),
  },
  'PUT /api/product/bulk': {
    access: 'staff',
    build: async ({ w }) => ({ url: '/api/product/bulk', body: [{ id: await w.fresh.product(), stock: 7 }] }),
  },
  'DELETE /api/product/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/product/${await w.fresh.product()}` }),
  },

  'GET /api/banner/all': { access: 'public', build: () => ({ url: '/api/banner/all' }) },
  'GET /api/banner/default': { access: 'public', build: () => ({ url: '/api/banner/default' }) },
  'GET /api/banner/video': { access: 'public', build: () => ({ url: '/api/banner/video' }) },
  'GET /api/banner/image': { access: 'public', build: () => ({ url: '/api/banner/image' }) },
  'GET /api/banner/{id}': { access: 'public', build: ({ w }) => ({ url: `/api/banner/${w.bannerId}` }) },
  'POST /api/banner': {
    access: 'staff',
    build: () => ({ url: '/api/banner', body: { title: 'New', type: 'default', mediaUrl: '/a.jpg' } }),
  },
  'PUT /api/banner/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/banner/${w.bannerId}`, body: { position: 2 } }),
  },
  'DELETE /api/banner/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/banner/${await w.fresh.banner()}` }),
  },

  'GET /api/blog-category/all': { access: 'public', build: () => ({ url: '/api/blog-category/all' }) },
  'GET /api/blog-category/{id}': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/blog-category/${w.blogCategoryId}` }),
  },
  'POST /api/blog-category': {
    access: 'staff',
    build: () => ({ url: '/api/blog-category', body: { name: `Bc ${unique()}` } }),
  },
  'PUT /api/blog-category/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/blog-category/${w.blogCategoryId}`, body: { description: 'Notes' } }),
  },
  'DELETE /api/blog-category/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/blog-category/${await w.fresh.blogCategory()}` }),
  },
  'GET /api/blogs/all': { access: 'public', build: () => ({ url: '/api/blogs/all' }) },
  'GET /api/blogs/slug/{slug}': {
    access: 'public',
    build: ({ w }) => ({ url: `/api/blogs/slug/${w.blogSlug}` }),
  },
  'GET /api/blogs/{id}': { access: 'public', build: ({ w }) => ({ url: `/api/blogs/${w.blogId}` }) },
  'POST /api/blogs': {
    access: 'staff',
    build: ({ w }) => ({
      url: '/api/blogs',
      body: { title: `Post ${unique()}`, blogCategoryId: w.blogCategoryId, content: 'Hello' },
    }),
  },
  'PUT /api/blogs/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/blogs/${w.blogId}`, body: { excerpt: 'Kids' } }),
  },
  'DELETE /api/blogs/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/blogs/${(await w.fresh.blog(w.blogCategoryId)).id}` }),
  },

  'GET /api/offer/all': { access: 'public', build: () => ({ url: '/api/offer/all' }) },
  'GET /api/offer/{id}': { access: 'public', build: ({ w }) => ({ url: `/api/offer/${w.offerId}` }) },
  'POST /api/offer': {
    access: 'staff',
    build: () => ({ url: '/api/offer', body: { title: 'Five off', discountPercent: 5 } }),
  },
  'PUT /api/offer/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/offer/${w.offerId}`, body: { active: true } }),
  },
  'DELETE /api/offer/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/offer/${await w.fresh.offer()}` }),
  },

  'GET /api/coupons': { access: 'staff', build: () => ({ url: '/api/coupons' }) },
  'GET /api/coupons/{id}': { access: 'staff', build: ({ w }) => ({ url: `/api/coupons/${w.coupon.id}` }) },
  'POST /api/coupons': {
    access: 'staff',
    build: () => ({
      url: '/api/coupons',
      body: { code: `NEW${Math.random().toString(36).slice(2, 12)}`, discountPercent: 5 },
    }),
  },
  'PUT /api/coupons/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/coupons/${w.coupon.id}`, body: { active: true } }),
  },
  'DELETE /api/coupons/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/coupons/${(await w.fresh.coupon()).id}` }),
  },

  'GET /api/settings': { access: 'public', build: () => ({ url: '/api/settings' }) },
  'PUT /api/settings': {
    access: 'admin',
    build: () => ({ url: '/api/settings', body: { tagline: 'Fresh every day' } }),
  },

  'GET /api/media/all': { access: 'staff', build: () => ({ url: '/api/media/all' }) },
  'GET /api/media/{name}': { access: 'public', build: ({ w }) => ({ url: `/api/media/${w.mediaName}` }) },
  'POST /api/media': { access: 'staff', build: async () => ({ url: '/api/media', ...(await pngUpload()) }) },
  'DELETE /api/media/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/media/${(await w.fresh.media()).id}` }),
  },

  'POST /api/contact-as': {
    access: 'public',
    build: () => ({
      url: '/api/contact-as',
      body: { name: 'Ravi', mobileNumber: '9876512345', message: 'Hi' },
    }),
  },
  'GET /api/contact-as/all': { access: 'staff', build: () => ({ url: '/api/contact-as/all' }) },
  'GET /api/contact-as/{id}': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/contact-as/${w.contactId}` }),
  },
  'PUT /api/contact-as/{id}/read': {
    access: 'staff',
    build: ({ w }) => ({ url: `/api/contact-as/${w.contactId}/read`, body: { read: true } }),
  },
  'DELETE /api/contact-as/{id}': {
    access: 'staff',
    build: async ({ w }) => ({ url: `/api/contact-as/${await w.fresh.contact()}` }),
  },
  'GET /api/sms/outbox': { access: 'admin', build: () => ({ url: '/api/sms/outbox' }) },

  'GET /api/gst-rates': { access: 'staff', build: () => ({ url: '/api/gst-rates' }) },
  'POST /api/gst-rates': {
    access: 'admin',
    build: () => ({ url: '/api/gst-rates', body: { ...futureRate(), description: 'Cheese' } }),
  },
  'DELETE /api/gst-rates/{id}': {
    access: 'admin',
    build: async ({ w }) => {
      const added = await w.t.call('POST', '/api/gst-rates', { as: 'admin', body: futureRate() });
      return { url: `/api/gst-rates/${added.data.response.id}` };
    },
  },

  'GET /api/delivery/check': {
    access: 'public',
    build: () => ({ url: '/api/delivery/check?pincode=642001' }),
  },
  'GET /api/delivery-areas': { access: 'staff', build: () => ({ url: '/api/delivery-areas' }) },
  'POST /api/delivery-areas': {
    access: 'staff',
    build: () => ({ url: '/api/delivery-areas', body: quietArea() }),
  },
  'PUT /api/delivery-areas/{id}': {
    access: 'staff',
    build: async ({ w }) => {
      const body = quietArea();
      const added = await w.t.call('POST', '/api/delivery-areas', { as: 'admin', body });
      return { url: `/api/delivery-areas/${added.data.response.id}`, body: { ...body, deliveryFee: 6000 } };
    },
  },
  'DELETE /api/delivery-areas/{id}': {
    access: 'staff',
    build: async ({ w }) => {
      const added = await w.t.call('POST', '/api/delivery-areas', { as: 'admin', body: quietArea() });
      return { url: `/api/delivery-areas/${added.data.response.id}` };
    },
  },
  'GET /api/delivery-closures': { access: 'staff', build: () => ({ url: '/api/delivery-closures' }) },
  'POST /api/delivery-closures': {
    access: 'staff',
    build: () => ({ url: '/api/delivery-closures', body: { date: futureDay(), reason: 'Festival' } }),
  },
  'DELETE /api/delivery-closures/{id}': {
    access: 'staff',
    build: async ({ w }) => {
      const added = await w.t.call('POST', '/api/delivery-closures', {
        as: 'admin',
        body: { date: futureDay() },
      });
      return { url: `/api/delivery-closures/${added.data.response.id}` };
    },
  },

  'GET /api/dashboard': { access: 'staff', build: () => ({ url: '/api/dashboard' }) },
  'GET /api/system/jobs': { access: 'admin', build: () => ({ url: '/api/system/jobs' }) },
  'GET /api/user': { access: 'delivery', build: () => ({ url: '/api/user' }) },
  'GET /api/user/all': { access: 'admin', build: () => ({ url: '/api/user/all' }) },
  'GET /api/user/{id}': { access: 'admin', build: ({ w }) => ({ url: `/api/user/${w.t.staff.id}` }) },
  'POST /api/user': {
    access: 'admin',
    build: () => ({
      url: '/api/user',
      body: {
        name: 'New helper',
        email: `h-${unique()}@farm.test`,
        password: 'helper-pass-1',
        role: 'staff',
      },
    }),
  },
  'PUT /api/user/{id}': {
    access: 'admin',
    build: async ({ w }) => ({ url: `/api/user/${await w.fresh.staffUser()}`, body: { name: 'Renamed' } }),
  },
  'DELETE /api/user/{id}': {
    access: 'admin',
    build: async ({ w }) => ({ url: `/api/user/${await w.fresh.staffUser()}` }),
  },
};
