import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDueMessages } from '../notification/index.js';

/**
 * Security issue 13.12: the back-in-stock SMS carried a relative link (`/productDetailsPage?…`),
 * which no phone can open. It now carries the shop's public address, SITE_URL.
 */
describe('the back-in-stock SMS link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://shop.kongu-goats.example/' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is absolute, on SITE_URL, when a restock through PUT /product tells a waiting customer', async () => {
    const categoryId = await createCategory(t, 'Ghee');
    const ghee = await createProduct(t, categoryId, { name: 'Goat Ghee', productCode: 'GG-1', stock: 0 });
    const customer = await createCustomer(t);
    const asked = await t.call('POST', `/api/product/notify?productId=${ghee.id}&customerId=${customer.id}`, {
      token: customer.token,
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const restocked = await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { stock: 5 } });
    expect(restocked.statusCode, restocked.body).toBe(200);
    // The sending job sends it from the outbox the restock wrote (decision 0046).
    await sendDueMessages(t.db, t.app.messageGateways);

    const outbox = await t.call('GET', `/api/sms/outbox?to=${encodeURIComponent(customer.mobileNumber)}`, {
      as: 'admin',
    });
    const bodies = (outbox.data.response as { body: string }[]).map((m) => m.body);
    const alert = bodies.find((body) => body.includes('back in stock'));
    expect(alert).toMatch(
      /Order now: https:\/\/shop\.kongu-goats\.example\/productDetailsPage\?productCode=GG-1$/,
    );
  });

  it('points at this machine’s web server when SITE_URL is unset', async () => {
    const local = await createTestApp({ env: { PORT: '3456' } });
    try {
      const categoryId = await createCategory(local, 'Soap');
      const soap = await createProduct(local, categoryId, { name: 'Soap', productCode: 'SP-1', stock: 0 });
      const customer = await createCustomer(local);
      await local.call('POST', `/api/product/notify?productId=${soap.id}&customerId=${customer.id}`, {
        token: customer.token,
      });
      await local.call('PUT', `/api/product/${soap.id}`, { as: 'staff', body: { stock: 2 } });
      await sendDueMessages(local.db, local.app.messageGateways);
      const outbox = await local.call(
        'GET',
        `/api/sms/outbox?to=${encodeURIComponent(customer.mobileNumber)}`,
        {
          as: 'admin',
        },
      );
      const bodies = (outbox.data.response as { body: string }[]).map((m) => m.body);
      expect(bodies.find((body) => body.includes('back in stock'))).toContain(
        'Order now: http://localhost:3456/productDetailsPage?productCode=SP-1',
      );
    } finally {
      await local.close();
    }
  });
});
