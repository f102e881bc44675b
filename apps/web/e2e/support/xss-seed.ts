import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { type Caller, staffCaller } from './xss-api';
import { ALL_PAYLOADS, chunks, PAYLOADS } from './xss-payloads';
import { seedCustomers } from './xss-seed-customers';

/**
 * Saves every payload of xss-payloads.ts through the API over real HTTP, as staff and customers
 * would: shop settings, a category and its products, blog posts, banners, offers, contact
 * messages, then (xss-seed-customers.ts) reviews with replies, customers' names and addresses, an
 * order's note, a cart, a wishlist. `restore` puts the shop's shared face back for other specs.
 */
export type XssShop = Awaited<ReturnType<typeof seedXssShop>>;

const DEMO_PICTURE = '/demo/products/bm-500.webp';

type Created = { id: number };

/** Category names are unique: a re-run (a new worker after a failure) needs new ones. */
const RUN = Date.now().toString(36);
const uniqueName = (index: number) => `${chunks(70)[index]} (${RUN})`;

export async function seedXssShop(request: APIRequestContext) {
  const staff = await staffCaller(request, E2E_ADMIN);
  const original = await staff<Record<string, unknown>>('get', '/api/settings');
  await staff('put', '/api/settings', {
    farmName: chunks(100)[0],
    tagline: chunks(200)[1],
    addressLine1: chunks(200)[2],
    addressLine2: chunks(200)[3],
    city: chunks(100)[4],
    state: chunks(100)[5],
    about: ALL_PAYLOADS,
    // The policy texts in each form the plain-text renderer knows: paragraphs, lists, headings.
    privacyPolicy: ALL_PAYLOADS,
    termsAndConditions: PAYLOADS.map((p) => `- ${p.text}`).join('\n'),
    shippingPolicy: PAYLOADS.map((p, i) => `${i + 1}. ${p.text}`).join('\n'),
    refundPolicy: PAYLOADS.map((p) => `## ${p.text}\n\n${p.text}`).join('\n\n'),
  });

  // A category whose products' names, between them, hold every payload.
  const category = await staff<Created>('post', '/api/category', {
    name: uniqueName(0),
    description: chunks(2000)[0],
  });
  const units = PAYLOADS.filter((p) => p.text.length <= 40).map((p) => p.text);
  const products: (Created & { productCode: string })[] = [];
  for (const [i, name] of chunks(120).entries()) {
    products.push(
      await staff('post', '/api/product', {
        productCode: `XSS-${RUN}-${i}`,
        name,
        description: i === 0 ? ALL_PAYLOADS : name,
        categoryId: category.id,
        price: 12_000 + i,
        unit: units[i % units.length],
        stock: i === 1 ? 0 : 500, // sold out: a notify-me request
        status: 'active',
        imageUrls: [DEMO_PICTURE],
      }),
    );
  }

  const content = await seedContent(request, staff);
  const customers = await seedCustomers(request, staff, products);
  const showcase = products[0] as (typeof products)[number];
  return {
    categoryId: category.id,
    showcaseCode: showcase.productCode,
    productCount: products.length,
    blogCategoryId: content.blogCategoryId,
    blogPostId: content.blogPostId,
    ...customers,
    /** Records the admin screens open by id. */
    ids: {
      ...customers.ids,
      product: showcase.id,
      soldOut: (products[1] as (typeof products)[number]).id,
      category: category.id,
      blog: content.blogPostId,
      blogCategory: content.blogCategoryId,
      banner: content.bannerIds[0] as number,
      offer: content.offerIds[0] as number,
      contact: content.contactIds[0] as number,
    },
    async restore() {
      const { updatedAt: _updatedAt, onlinePayment: _onlinePayment, ...settings } = original;
      await staff('put', '/api/settings', settings);
      for (const id of content.bannerIds) await staff('put', `/api/banner/${id}`, { active: false });
      for (const id of content.offerIds) await staff('put', `/api/offer/${id}`, { active: false });
      for (const id of content.blogIds) await staff('put', `/api/blogs/${id}`, { published: false });
      for (const p of products) await staff('put', `/api/product/${p.id}`, { status: 'archived' });
      for (const id of customers.orderIds) await staff('put', `/api/orders/${id}`, { status: 'CANCELLED' });
    },
  };
}

/** Blog posts, home-page banners and offers, contact messages (which only staff read). */
async function seedContent(request: APIRequestContext, staff: Caller) {
  const blogCategory = await staff<Created>('post', '/api/blog-category', {
    name: uniqueName(1),
    description: chunks(2000)[1],
  });
  const titles = chunks(200);
  const blogIds: number[] = [];
  for (const [i, excerpt] of chunks(500).entries()) {
    const post = await staff<Created>('post', '/api/blogs', {
      title: titles[i % titles.length],
      blogCategoryId: blogCategory.id,
      content: ALL_PAYLOADS,
      excerpt,
      published: true,
    });
    blogIds.push(post.id);
  }
  const bannerIds: number[] = [];
  for (const title of chunks(120).slice(0, 4)) {
    const banner = await staff<Created>('post', '/api/banner', {
      title,
      type: 'default',
      mediaUrl: DEMO_PICTURE,
      linkUrl: '/products',
      position: 0,
      active: true,
    });
    bannerIds.push(banner.id);
  }
  const offerTitles = chunks(120).reverse();
  const offerIds: number[] = [];
  for (const [i, description] of chunks(2000).entries()) {
    const offer = await staff<Created>('post', '/api/offer', {
      title: offerTitles[i],
      description,
      discountPercent: 10,
      active: true,
    });
    offerIds.push(offer.id);
  }
  const contactIds: number[] = [];
  for (const [i, message] of chunks(2000, '\n').entries()) {
    const res = await request.post('/api/contact-as', {
      data: { name: chunks(100)[i], mobileNumber: '9876501234', email: 'xss@e2e.test', message },
    });
    expect(res.status(), await res.text()).toBe(201);
    contactIds.push((await res.json()).response.id);
  }
  const blogPostId = blogIds.at(-1) as number;
  return { blogCategoryId: blogCategory.id, blogPostId, blogIds, bannerIds, offerIds, contactIds };
}
