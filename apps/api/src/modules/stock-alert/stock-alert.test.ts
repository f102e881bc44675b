import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDueMessages } from '../notification/index.js';
import { notifyWaitingCustomers } from './stock-alert.service.js';

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = await createCategory(t, 'Ghee');
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { farmName: 'Kongu Goat Farm' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const SITE_URL = 'https://kongu-goats.example';

/** The shop's public address, as app.stockAlerts holds it. */
const alerts = { siteUrl: SITE_URL };

/**
 * Runs the sending job (the messages wait in the outbox until it does, decision 0046), then answers
 * the back-in-stock SMS these customers got about the product, as staff read them in the SMS outbox.
 */
async function sentAbout(productName: string, customers: TestCustomer[]) {
  await sendDueMessages(t.db, t.app.messageGateways);
  const sent: { to: string; body: string }[] = [];
  for (const customer of customers) {
    const outbox = await t.call('GET', `/api/sms/outbox?to=${encodeURIComponent(customer.mobileNumber)}`, {
      as: 'admin',
    });
    expect(outbox.statusCode).toBe(200);
    for (const m of outbox.data.response as { to: string; body: string }[])
      if (m.body.includes(`${productName} is back in stock`)) sent.push({ to: m.to, body: m.body });
  }
  return sent;
}

function notifyMe(customer: TestCustomer, productId: number) {
  return t.call('POST', `/api/product/notify?productId=${productId}&customerId=${customer.id}`, {
    token: customer.token,
  });
}

async function requestsOf(customer: TestCustomer) {
  const res = await t.call('GET', `/api/customer/notify-products/${customer.id}`, { token: customer.token });
  expect(res.statusCode).toBe(200);
  return res.data.response as { productId: number; status: string; notifiedAt: string | null }[];
}

async function waitingFor(productId: number) {
  const res = await t.call('GET', `/api/notify/product/${productId}`, { as: 'staff' });
  expect(res.statusCode).toBe(200);
  return res.data.response as { customerId: number }[];
}

async function setProduct(productId: number, body: Record<string, unknown>) {
  const res = await t.call('PUT', `/api/product/${productId}`, { as: 'staff', body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('notify me', () => {
  it('records a request for an out-of-stock product and answers the toast text, idempotently', async () => {
    const meena = await createCustomer(t);
    const ghee = await createProduct(t, categoryId, {
      name: 'Goat Ghee',
      productCode: 'GG-250',
      stock: 0,
      imageUrls: ['/media/ghee.webp'],
    });
    const first = await notifyMe(meena, ghee.id);
    expect(first.statusCode).toBe(200);
    expect(first.data).toEqual({ response: 'We will notify you when Goat Ghee is back in stock' });
    const again = await notifyMe(meena, ghee.id);
    expect(again.statusCode).toBe(200);
    expect(again.data.response).toBe(first.data.response);

    const list = await t.call('GET', `/api/customer/notify-products/${meena.id}?page=1&size=10`, {
      token: meena.token,
    });
    expect(list.data.page).toEqual({ number: 1, size: 10, totalElements: 1, totalPages: 1 });
    expect(list.data.response[0]).toMatchObject({
      productId: ghee.id,
      productCode: 'GG-250',
      name: 'Goat Ghee',
      imageUrl: '/media/ghee.webp',
      status: 'waiting',
      notifiedAt: null,
    });
    expect((await waitingFor(ghee.id)).map((w) => w.customerId)).toEqual([meena.id]);
  });

  it('withdraws a waiting request (undo), only the caller’s own, idempotently', async () => {
    const meena = await createCustomer(t);
    const ravi = await createCustomer(t);
    const paneer = await createProduct(t, categoryId, { name: 'Malai Paneer', stock: 0 });
    expect((await notifyMe(meena, paneer.id)).statusCode).toBe(200);
    expect((await notifyMe(ravi, paneer.id)).statusCode).toBe(200);

    const withdraw = (customer: TestCustomer, query: string) =>
      t.call('DELETE', `/api/product/notify?${query}`, { token: customer.token });
    // Another customer's id in the query is refused; the token decides whose request goes.
    expect((await withdraw(ravi, `productId=${paneer.id}&customerId=${meena.id}`)).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/product/notify?productId=${paneer.id}`)).statusCode).toBe(401);
    const missing = await withdraw(meena, 'customerId=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));

    const undone = await withdraw(meena, `productId=${paneer.id}`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.data.response).toBe("We won't text you about Malai Paneer");
    expect(await requestsOf(meena)).toEqual([]);
    expect((await waitingFor(paneer.id)).map((w) => w.customerId)).toEqual([ravi.id]);
    expect((await withdraw(meena, `productId=${paneer.id}`)).statusCode).toBe(200);
    expect((await withdraw(meena, 'productId=2000000')).statusCode).toBe(404);
    // Asking again after an undo waits again.
    expect((await notifyMe(meena, paneer.id)).statusCode).toBe(200);
    expect((await requestsOf(meena)).map((r) => r.status)).toEqual(['waiting']);
  });

  it('refuses a product that is in stock (409) or not on sale (404)', async () => {
    const customer = await createCustomer(t);
    const milk = await createProduct(t, categoryId, { name: 'Fresh Milk', stock: 3 });
    const inStock = await notifyMe(customer, milk.id);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.data.code).toBe('IN_STOCK');
    expect(inStock.data.detail).toContain('Fresh Milk is in stock');

    const draft = await createProduct(t, categoryId, { stock: 0, status: 'draft' });
    expect((await notifyMe(customer, draft.id)).statusCode).toBe(404);
    expect((await notifyMe(customer, 2_000_000)).statusCode).toBe(404);
    expect(await requestsOf(customer)).toEqual([]);
  });

  it('answers 400 naming the field, 401 without a token and 403 for the wrong caller', async () => {
    const a = await createCustomer(t);
    const b = await createCustomer(t);
    const soap = await createProduct(t, categoryId, { stock: 0 });
    const missing = await t.call('POST', '/api/product/notify', { token: a.token });
    expect(missing.statusCode).toBe(400);
    expect(missing.data.errors).toContainEqual(expect.objectContaining({ field: 'productId' }));
    const badCustomer = await t.call('POST', `/api/product/notify?productId=${soap.id}&customerId=x`, {
      token: a.token,
    });
    expect(badCustomer.data.errors).toContainEqual(expect.objectContaining({ field: 'customerId' }));

    expect((await t.call('POST', `/api/product/notify?productId=${soap.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/customer/notify-products/${a.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/notify/product/${soap.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/notify/product/${soap.id}`, { token: a.token })).statusCode).toBe(403);
    expect((await notifyMe({ ...b, id: a.id }, soap.id)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/notify/product/2000000', { as: 'staff' })).statusCode).toBe(404);
    expect(await requestsOf(a)).toEqual([]);
  });

  it('tells every waiting customer once, with one SMS each, when the product is back', async () => {
    const a = await createCustomer(t);
    const b = await createCustomer(t);
    const paneer = await createProduct(t, categoryId, { name: 'Paneer', productCode: 'PN-200', stock: 0 });
    await notifyMe(a, paneer.id);
    await notifyMe(b, paneer.id);
    await notifyMe(a, paneer.id);

    // While the product is out of stock (or off sale), nobody is told and the requests keep waiting.
    expect(await notifyWaitingCustomers(t.db, alerts, paneer.id)).toBe(0);
    // Taken off sale first, so that restocking it cannot already tell anyone (whatever the product
    // update does on a stock rise); back on sale without a stock change.
    await setProduct(paneer.id, { status: 'draft' });
    await setProduct(paneer.id, { stock: 6 });
    expect(await notifyWaitingCustomers(t.db, alerts, paneer.id)).toBe(0);
    expect((await waitingFor(paneer.id)).map((w) => w.customerId).sort()).toEqual([a.id, b.id].sort());
    await setProduct(paneer.id, { status: 'active' });

    expect(await notifyWaitingCustomers(t.db, alerts, paneer.id)).toBe(2);
    const sent = await sentAbout('Paneer', [a, b]);
    expect(sent.map((m) => m.to).sort()).toEqual([a.mobileNumber, b.mobileNumber].sort());
    expect(sent[0]?.body).toBe(
      'Good news! Paneer is back in stock at Kongu Goat Farm. Order now: https://kongu-goats.example/productDetailsPage?productCode=PN-200',
    );
    for (const customer of [a, b]) {
      const [request] = await requestsOf(customer);
      expect(request).toMatchObject({ productId: paneer.id, status: 'notified' });
      expect(request?.notifiedAt).toEqual(expect.any(String));
    }
    expect(await waitingFor(paneer.id)).toEqual([]);

    // A second call finds nobody waiting.
    expect(await notifyWaitingCustomers(t.db, alerts, paneer.id)).toBe(0);
    expect(await sentAbout('Paneer', [a, b])).toHaveLength(2);

    // Out of stock again: a new request is a new wait.
    await setProduct(paneer.id, { stock: 0 });
    expect((await notifyMe(a, paneer.id)).statusCode).toBe(200);
    const history = await requestsOf(a);
    expect(history.map((r) => r.status)).toEqual(['waiting', 'notified']);
  });

  it('shows staff the products asked about, who still waits and who was told', async () => {
    const [a, b, c] = [await createCustomer(t), await createCustomer(t), await createCustomer(t)];
    const cheese = await createProduct(t, categoryId, { name: 'Aged cheese', stock: 0 });
    const curd = await createProduct(t, categoryId, { name: 'Curd', stock: 0 });
    await notifyMe(a, cheese.id);
    await notifyMe(b, cheese.id);
    await notifyMe(c, curd.id);
    await setProduct(curd.id, { status: 'draft' });
    await setProduct(curd.id, { stock: 3, status: 'active' });
    await notifyWaitingCustomers(t.db, alerts, curd.id);
    await setProduct(curd.id, { stock: 0 });
    expect((await notifyMe(b, curd.id)).statusCode).toBe(200);

    const summary = await t.call('GET', '/api/notify/products?size=100', { as: 'staff' });
    expect(summary.statusCode, summary.body).toBe(200);
    const rows = summary.data.response as { productId: number }[];
    const of = (id: number) => rows.findIndex((r) => r.productId === id);
    expect(rows[of(cheese.id)]).toMatchObject({ name: 'Aged cheese', stock: 0, waiting: 2, notified: 0 });
    expect(rows[of(curd.id)]).toMatchObject({ productCode: curd.productCode, waiting: 1, notified: 1 });
    expect(of(cheese.id)).toBeLessThan(of(curd.id));
    expect(summary.data.page.totalElements).toBe(rows.length);

    const told = await t.call('GET', `/api/notify/product/${curd.id}?status=notified`, { as: 'staff' });
    expect(told.data.response).toEqual([
      expect.objectContaining({ customerId: c.id, status: 'notified', notifiedAt: expect.any(String) }),
    ]);
    const waiting = await t.call('GET', `/api/notify/product/${curd.id}`, { as: 'staff' });
    expect(waiting.data.response).toEqual([
      expect.objectContaining({ customerId: b.id, status: 'waiting', notifiedAt: null }),
    ]);

    const bad = await t.call('GET', `/api/notify/product/${curd.id}?status=maybe`, { as: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
    expect((await t.call('GET', '/api/notify/products')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/notify/products', { token: a.token })).statusCode).toBe(403);
  });

  it('stays one request and one message per customer under parallel calls', async () => {
    const customers = [await createCustomer(t), await createCustomer(t), await createCustomer(t)];
    const butter = await createProduct(t, categoryId, { name: 'Goat Butter', stock: 0 });
    const asks = await Promise.all(
      customers.flatMap((customer) => [notifyMe(customer, butter.id), notifyMe(customer, butter.id)]),
    );
    expect(asks.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(await waitingFor(butter.id)).toHaveLength(3);

    await setProduct(butter.id, { status: 'draft' });
    await setProduct(butter.id, { stock: 4 });
    await setProduct(butter.id, { status: 'active' });
    const counts = await Promise.all([1, 2, 3].map(() => notifyWaitingCustomers(t.db, alerts, butter.id)));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
    const sent = await sentAbout('Goat Butter', customers);
    expect(sent.map((m) => m.to).sort()).toEqual(customers.map((c) => c.mobileNumber).sort());
  });

  it('marks requests notified and sends one message per customer after a restock through PUT /product', async () => {
    const customers = [await createCustomer(t), await createCustomer(t), await createCustomer(t)];
    const cheese = await createProduct(t, categoryId, { name: 'Goat Cheese', stock: 0 });
    for (const customer of customers) await notifyMe(customer, cheese.id);
    await setProduct(cheese.id, { stock: 10 });

    // The product update told them, in its transaction (decision 0046): nobody is left waiting.
    expect(await notifyWaitingCustomers(t.db, alerts, cheese.id)).toBe(0);
    // Each customer hears exactly once, and every request is notified.
    const sent = await sentAbout('Goat Cheese', customers);
    for (const customer of customers) {
      expect(
        sent.filter((m) => m.to === customer.mobileNumber),
        customer.mobileNumber,
      ).toHaveLength(1);
      expect((await requestsOf(customer))[0]?.status).toBe('notified');
    }
    expect(await notifyWaitingCustomers(t.db, alerts, cheese.id)).toBe(0);
    expect(await sentAbout('Goat Cheese', customers)).toHaveLength(3);
  });
});
