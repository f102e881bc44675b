import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, customers, orderItems, orders, products } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [category] = await t.db
    .insert(categories)
    .values({ name: 'Dairy', slug: 'dairy' })
    .returning({ id: categories.id });
  categoryId = category?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

let serial = 0;
async function addProduct(status: 'active' | 'draft' = 'active') {
  serial++;
  const [row] = await t.db
    .insert(products)
    .values({
      productCode: `GM-${serial}`,
      name: `Goat Milk ${serial}`,
      slug: `goat-milk-${serial}`,
      description: 'Fresh',
      categoryId,
      price: 6000,
      unit: '500 ml',
      stock: 10,
      status,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('no product');
  return row.id;
}

/** A customer row and a token for it; the token's name is stale on purpose. */
async function addCustomer(name: string) {
  serial++;
  const [row] = await t.db
    .insert(customers)
    .values({ name, mobileNumber: `+9198765${String(serial).padStart(5, '0')}` })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  const token = await t.tokens.signAccessToken({ kind: 'customer', id: row.id, name: 'Old Name' });
  return { id: row.id, token };
}

async function addOrder(customerId: number, productId: number, status: 'DELIVERED' | 'PLACED') {
  const [order] = await t.db
    .insert(orders)
    .values({
      cartBundleId: randomUUID(),
      customerId,
      status,
      shippingAddress: {
        name: 'X',
        mobileNumber: '+919876543210',
        line1: '1 Road',
        city: 'Erode',
        state: 'Tamil Nadu',
        pincode: '638001',
      },
      subtotal: 6000,
      total: 6000,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('no order');
  await t.db.insert(orderItems).values({
    orderId: order.id,
    productId,
    productCode: 'GM',
    name: 'Goat Milk',
    unit: '500 ml',
    unitPrice: 6000,
    quantity: 1,
    lineTotal: 6000,
  });
}

async function review(token: string, body: Record<string, unknown>) {
  return t.call('POST', '/api/review', { token, body });
}

const fieldsOf = (data: { errors?: { field: string }[] }) => (data.errors ?? []).map((e) => e.field);
const idsOf = (data: { response: { id: number }[] }) => data.response.map((r) => r.id);

describe('writing reviews', () => {
  it("takes a customer's review under their current name", async () => {
    const productId = await addProduct();
    const lakshmi = await addCustomer('Lakshmi');
    const res = await review(lakshmi.token, {
      productId,
      rating: 5,
      title: 'Lovely',
      comment: '<script>alert(1)</script> creamy milk',
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.message).toBe('Review Submitted Successfully');
    expect(res.data.response).toMatchObject({
      productId,
      customerName: 'Lakshmi',
      rating: 5,
      title: 'Lovely',
      comment: '<script>alert(1)</script> creamy milk',
      verifiedPurchase: false,
      hidden: false,
      replies: [],
    });
    expect(res.data.response).not.toHaveProperty('customerId');
  });

  it('marks a verified purchase only when an order with the product was delivered', async () => {
    const productId = await addProduct();
    const otherProduct = await addProduct();
    const received = await addCustomer('Received');
    const waiting = await addCustomer('Waiting');
    await addOrder(received.id, productId, 'DELIVERED');
    await addOrder(waiting.id, productId, 'PLACED');
    await addOrder(waiting.id, otherProduct, 'DELIVERED');

    const yes = await review(received.token, { productId, rating: 4, comment: 'Good' });
    expect(yes.data.response.verifiedPurchase).toBe(true);
    const no = await review(waiting.token, { productId, rating: 4, comment: 'Good' });
    expect(no.data.response.verifiedPurchase).toBe(false);
  });

  it('takes one review per customer and product', async () => {
    const productId = await addProduct();
    const c = await addCustomer('Once');
    expect((await review(c.token, { productId, rating: 3, comment: 'Fine' })).statusCode).toBe(201);
    const dup = await review(c.token, { productId, rating: 1, comment: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(fieldsOf(dup.data)).toContain('productId');
  });

  it('answers 404 naming productId for an unknown or unpublished product', async () => {
    const c = await addCustomer('Lost');
    for (const productId of [424242, await addProduct('draft')]) {
      const res = await review(c.token, { productId, rating: 3, comment: 'Where?' });
      expect(res.statusCode).toBe(404);
      expect(fieldsOf(res.data)).toContain('productId');
    }
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 3.5 }],
    ['comment', { comment: '' }],
    ['comment', { comment: 'x'.repeat(2001) }],
    ['productId', { productId: 'abc' }],
  ])('answers 400 naming %s', async (field, change) => {
    const c = await addCustomer('Typo');
    const res = await review(c.token, { productId: 1, rating: 3, comment: 'Ok', ...change });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.data)).toContain(field);
  });

  it('refuses unknown fields, such as a forged verified mark', async () => {
    const c = await addCustomer('Forger');
    const productId = await addProduct();
    const res = await review(c.token, { productId, rating: 5, comment: 'Ok', verifiedPurchase: true });
    expect(res.statusCode).toBe(400);
  });

  it('needs a customer', async () => {
    const productId = await addProduct();
    const body = { productId, rating: 5, comment: 'Hi' };
    expect((await t.call('POST', '/api/review', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/review', { as: 'staff', body })).statusCode).toBe(403);
  });
});

describe('reading reviews', () => {
  it("lists a product's visible reviews newest first with a rating summary", async () => {
    const productId = await addProduct();
    const ids: number[] = [];
    for (const rating of [5, 4, 4, 1]) {
      const c = await addCustomer(`Reader ${rating}`);
      ids.push((await review(c.token, { productId, rating, comment: 'Said so' })).data.response.id);
    }
    const hiddenId = ids[3];
    expect(
      (await t.call('PUT', `/api/review/${hiddenId}`, { as: 'staff', body: { hidden: true } })).statusCode,
    ).toBe(200);

    const res = await t.call('GET', `/api/review/product/${productId}?page=1&size=2`);
    expect(res.statusCode).toBe(200);
    expect(res.data.page).toEqual({ number: 1, size: 2, totalElements: 3, totalPages: 2 });
    expect(idsOf(res.data)).toEqual([ids[2], ids[1]]);
    expect(res.data.summary).toEqual({
      averageRating: 4.3,
      reviewCount: 3,
      ratingCounts: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
    const page2 = await t.call('GET', `/api/review/product/${productId}?page=2&size=2`);
    expect(idsOf(page2.data)).toEqual([ids[0]]);

    const asStaff = await t.call('GET', `/api/review/product/${productId}?size=10`, { as: 'staff' });
    expect(idsOf(asStaff.data)).toContain(hiddenId);
  });

  it('summarises a product without reviews and answers 404 for an unknown product', async () => {
    const productId = await addProduct();
    const res = await t.call('GET', `/api/review/product/${productId}`);
    expect(res.data.response).toEqual([]);
    expect(res.data.summary).toMatchObject({ averageRating: null, reviewCount: 0 });
    expect((await t.call('GET', '/api/review/product/424242')).statusCode).toBe(404);
  });

  it('shows a review to everyone unless hidden', async () => {
    const productId = await addProduct();
    const c = await addCustomer('Shy');
    const id = (await review(c.token, { productId, rating: 2, comment: 'Sour' })).data.response.id;
    expect((await t.call('GET', `/api/review/${id}`)).data.response.comment).toBe('Sour');
    await t.call('PUT', `/api/review/${id}`, { as: 'staff', body: { hidden: true } });
    expect((await t.call('GET', `/api/review/${id}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/review/${id}`, { as: 'staff' })).data.response.hidden).toBe(true);
    expect((await t.call('GET', '/api/review/424242')).statusCode).toBe(404);
  });

  it('lets staff list and filter every review', async () => {
    const productId = await addProduct();
    const a = await addCustomer('A');
    const b = await addCustomer('B');
    const five = (await review(a.token, { productId, rating: 5, comment: 'Top' })).data.response.id;
    const two = (await review(b.token, { productId, rating: 2, comment: 'Meh' })).data.response.id;
    await t.call('POST', `/api/review/reply?id=${two}&message=Sorry`, { as: 'staff' });
    await t.call('PUT', `/api/review/${five}`, { as: 'staff', body: { hidden: true } });

    const all = await t.call('GET', `/api/review/all?productId=${productId}`, { as: 'staff' });
    expect(all.statusCode).toBe(200);
    expect(idsOf(all.data)).toEqual([two, five]);
    const list = (query: string) =>
      t.call('GET', `/api/review/all?productId=${productId}&${query}`, { as: 'staff' });
    expect(idsOf((await list('rating=5')).data)).toEqual([five]);
    expect(idsOf((await list('replied=true')).data)).toEqual([two]);
    expect(idsOf((await list('replied=false')).data)).toEqual([five]);
    expect(idsOf((await list('hidden=true')).data)).toEqual([five]);
    expect(idsOf((await list('hidden=false')).data)).toEqual([two]);
    expect((await list('replied=true')).data.response[0].replies).toHaveLength(1);
    expect(fieldsOf((await list('rating=9')).data)).toContain('rating');

    expect((await t.call('GET', '/api/review/all')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/review/all', { as: 'customer' })).statusCode).toBe(403);
  });
});

describe('changing reviews', () => {
  it('lets the author edit their words, and nobody else', async () => {
    const productId = await addProduct();
    const author = await addCustomer('Author');
    const other = await addCustomer('Other');
    const id = (await review(author.token, { productId, rating: 2, comment: 'Late' })).data.response.id;

    const edited = await t.call('PUT', `/api/review/${id}`, {
      token: author.token,
      body: { rating: 4, comment: 'Late, but good', title: 'Update' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.data.response).toMatchObject({ rating: 4, comment: 'Late, but good', title: 'Update' });

    expect(
      (await t.call('PUT', `/api/review/${id}`, { token: other.token, body: { rating: 1 } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/review/${id}`, { token: author.token, body: { hidden: true } })).statusCode,
    ).toBe(403);
    expect(
      (await t.call('PUT', `/api/review/${id}`, { as: 'staff', body: { comment: 'Great!' } })).statusCode,
    ).toBe(403);
    expect((await t.call('PUT', `/api/review/${id}`, { body: { rating: 1 } })).statusCode).toBe(401);
    const bad = await t.call('PUT', `/api/review/${id}`, { token: author.token, body: { rating: 7 } });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.data)).toContain('rating');
    expect(
      (await t.call('PUT', '/api/review/424242', { token: author.token, body: { rating: 1 } })).statusCode,
    ).toBe(404);

    expect((await t.call('GET', `/api/review/${id}`)).data.response).toMatchObject({
      rating: 4,
      hidden: false,
    });
  });

  it('lets the author or staff delete a review', async () => {
    const productId = await addProduct();
    const author = await addCustomer('Deleter');
    const other = await addCustomer('Stranger');
    const mine = (await review(author.token, { productId, rating: 3, comment: 'Hmm' })).data.response.id;
    const theirs = (await review(other.token, { productId, rating: 3, comment: 'Hmm' })).data.response.id;

    expect((await t.call('DELETE', `/api/review/${mine}`, { token: other.token })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/review/${mine}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/review/${mine}`, { token: author.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/review/${mine}`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/review/${theirs}`, { as: 'staff' })).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/review/${theirs}`, { as: 'staff' })).statusCode).toBe(404);
    // Deleted, the customer may review the product again.
    expect((await review(author.token, { productId, rating: 4, comment: 'Second go' })).statusCode).toBe(201);
  });
});

describe('replies', () => {
  it("signs a staff reply with the token's staff member, whatever userId says", async () => {
    const productId = await addProduct();
    const c = await addCustomer('Asker');
    const id = (await review(c.token, { productId, rating: 3, comment: 'Is it A2 milk?' })).data.response.id;
    const res = await t.call(
      'POST',
      `/api/review/reply?id=${id}&message=${encodeURIComponent('Yes, <b>A2</b>!')}&userId=${t.admin.id}`,
      { as: 'staff' },
    );
    expect(res.statusCode).toBe(201);
    expect(res.data.message).toBe('Reply added successfully');
    expect(res.data.response.id).toBe(id);
    expect(res.data.response.replies).toEqual([
      {
        id: expect.any(Number),
        message: 'Yes, <b>A2</b>!',
        userName: 'Test Helper',
        createdAt: expect.any(String),
      },
    ]);

    await t.call('POST', `/api/review/reply?id=${id}&message=Thanks`, { as: 'admin' });
    const list = await t.call('GET', `/api/review/product/${productId}`);
    expect(list.data.response[0].replies.map((r: { userName: string }) => r.userName)).toEqual([
      'Test Helper',
      'Test Owner',
    ]);
  });

  it('keeps each review with its own replies across a page', async () => {
    const productId = await addProduct();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const c = await addCustomer(`Many ${i}`);
      const id = (await review(c.token, { productId, rating: 4, comment: `Review ${i}` })).data.response.id;
      ids.push(id);
      for (let r = 0; r <= i; r++)
        await t.call('POST', `/api/review/reply?id=${id}&message=R${i}-${r}`, { as: 'staff' });
    }
    const list = await t.call('GET', `/api/review/product/${productId}`);
    const byId = new Map(
      list.data.response.map((r: { id: number; replies: { message: string }[] }) => [
        r.id,
        r.replies.map((x) => x.message),
      ]),
    );
    expect(byId.get(ids[0])).toEqual(['R0-0']);
    expect(byId.get(ids[1])).toEqual(['R1-0', 'R1-1']);
    expect(byId.get(ids[2])).toEqual(['R2-0', 'R2-1', 'R2-2']);
  });

  it('checks the reply and who sends it', async () => {
    const productId = await addProduct();
    const c = await addCustomer('Checker');
    const id = (await review(c.token, { productId, rating: 3, comment: 'Ok' })).data.response.id;
    for (const message of ['', 'x'.repeat(2001)]) {
      const res = await t.call('POST', `/api/review/reply?id=${id}&message=${message}`, { as: 'staff' });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.data)).toContain('message');
    }
    expect((await t.call('POST', `/api/review/reply?id=${id}&message=Hi`)).statusCode).toBe(401);
    expect(
      (await t.call('POST', `/api/review/reply?id=${id}&message=Hi`, { token: c.token })).statusCode,
    ).toBe(403);
    expect((await t.call('POST', '/api/review/reply?id=424242&message=Hi', { as: 'staff' })).statusCode).toBe(
      404,
    );
  });

  it('lets staff delete a reply', async () => {
    const productId = await addProduct();
    const c = await addCustomer('Replied');
    const id = (await review(c.token, { productId, rating: 3, comment: 'Ok' })).data.response.id;
    const replyId = (await t.call('POST', `/api/review/reply?id=${id}&message=Oops`, { as: 'staff' })).data
      .response.replies[0].id;
    expect((await t.call('DELETE', `/api/review/reply/${replyId}`, { token: c.token })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/review/reply/${replyId}`, { as: 'staff' })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/review/${id}`)).data.response.replies).toEqual([]);
    expect((await t.call('DELETE', `/api/review/reply/${replyId}`, { as: 'staff' })).statusCode).toBe(404);
  });
});
