import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDueMessages, shownBody } from '../notification/index.js';
import { customerMessages } from '../notification/notification.table.js';
import { messageEnv, startMessageStandins } from '../notification/notification-test-fixtures.js';
import { products } from '../product/product.table.js';

/**
 * Issue 31.4: a back-in-stock message is written to the outbox in the transaction that raises the
 * stock and marks the request notified, so a crash between "notified" and "sent" loses nothing,
 * and a stock change that rolls back tells nobody.
 */
const SITE_URL = 'https://shop.kongu-goats.example';
let standins: Awaited<ReturnType<typeof startMessageStandins>>;
let t: TestApp;
let categoryId: number;
// The sending job's clock, moved past each retry's wait.
let now = Date.now();

beforeAll(async () => {
  standins = await startMessageStandins({ siteUrl: SITE_URL });
  t = await createTestApp({ env: { ...messageEnv(standins), SITE_URL } });
  const settings = await t.call('PUT', '/api/settings', {
    as: 'admin',
    body: { farmName: 'Kongu Goat Farm' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  categoryId = await createCategory(t, 'Ghee');
});
afterAll(async () => {
  await t.close();
  await standins.sms.close();
  await standins.whatsapp.close();
});

/** One run of the sending job (bootstrap runs it every few seconds), a minute after the last. */
async function runSendingJob() {
  now += 60 * 60 * 1000;
  return sendDueMessages(t.db, t.app.messageGateways, { now: () => new Date(now) });
}

async function notifyMe(customer: TestCustomer, productId: number) {
  const res = await t.call('POST', `/api/product/notify?productId=${productId}&customerId=${customer.id}`, {
    token: customer.token,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function requestStatus(customer: TestCustomer) {
  const res = await t.call('GET', `/api/customer/notify-products/${customer.id}`, { token: customer.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.response as { status: string }[]).map((r) => r.status);
}

/**
 * The outbox rows to a number (read from the table: staff see SMS through the SMS outbox once sent),
 * each with its text as rendered from its key and values (the row keeps none, issue 31).
 */
async function outboxRowsTo(mobileNumber: string) {
  const rows = await t.db
    .select()
    .from(customerMessages)
    .where(eq(customerMessages.toNumber, mobileNumber))
    .orderBy(asc(customerMessages.id));
  return rows.map((row) => ({ status: row.status, body: shownBody(row) }));
}

const arrivedAt = (customer: TestCustomer) =>
  standins.sms.accepted().filter((m) => `+91${m.to}` === customer.mobileNumber);

describe('a back-in-stock message', () => {
  it('survives a crash between "notified" and "sent": the sending job sends it later, exactly once', async () => {
    const meena = await createCustomer(t);
    const ravi = await createCustomer(t);
    const ghee = await createProduct(t, categoryId, { name: 'Goat Ghee', productCode: 'GG-1', stock: 0 });
    await notifyMe(meena, ghee.id);
    await notifyMe(ravi, ghee.id);

    // The gateway is unreachable when the stock rises: as if the process died before the SMS left.
    standins.sms.failNext(100);
    const restocked = await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { stock: 5 } });
    expect(restocked.statusCode, restocked.body).toBe(200);
    await t.app.sms.drain();
    standins.sms.failNext(0);

    // Notified, and the message waits in the outbox, written in the same transaction.
    for (const customer of [meena, ravi]) {
      expect(await requestStatus(customer)).toEqual(['notified']);
      expect(await outboxRowsTo(customer.mobileNumber)).toEqual([
        {
          status: 'pending',
          body: `Good news! Goat Ghee is back in stock at Kongu Goat Farm. Order now: ${SITE_URL}/productDetailsPage?productCode=GG-1`,
        },
      ]);
      expect(arrivedAt(customer)).toEqual([]);
    }

    // The sending job (after a restart, or its next period) sends each once, by its registered template.
    await runSendingJob();
    await runSendingJob();
    for (const customer of [meena, ravi]) {
      const arrived = arrivedAt(customer);
      expect(arrived).toHaveLength(1);
      expect(arrived[0]?.message).toBe(
        `Good news! Goat Ghee is back in stock at Kongu Goat Farm. Order now: ${SITE_URL}/productDetailsPage?productCode=GG-1`,
      );
      expect(arrived[0]?.templateId).toEqual(expect.any(String));
      expect((await outboxRowsTo(customer.mobileNumber)).map((r) => r.status)).toEqual(['sent']);
    }
  });

  it('is not written when the stock change rolls back, and the request keeps waiting', async () => {
    const kavitha = await createCustomer(t);
    const soap = await createProduct(t, categoryId, { name: 'Goat Soap', productCode: 'GS-1', stock: 0 });
    await notifyMe(kavitha, soap.id);
    // The outbox refuses this customer's message: the transaction that raised the stock fails after
    // marking the request notified, and rolls back whole.
    await t.db.execute(
      sql.raw(`create or replace function refuse_message() returns trigger language plpgsql as $$
        begin
          if new.to_number = '${kavitha.mobileNumber}' then raise exception 'outbox refused'; end if;
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_message before insert on customer_messages
        for each row execute function refuse_message()`),
    );
    try {
      const restocked = await t.call('PUT', `/api/product/${soap.id}`, { as: 'staff', body: { stock: 3 } });
      expect(restocked.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_message on customer_messages'));
    }
    const product = await t.call('GET', `/api/product/${soap.id}`, { as: 'staff' });
    expect(product.data.response.stock).toBe(0);
    expect(await requestStatus(kavitha)).toEqual(['waiting']);
    expect(await outboxRowsTo(kavitha.mobileNumber)).toEqual([]);
    await runSendingJob();
    expect(arrivedAt(kavitha)).toEqual([]);
  });

  it('cuts a product name longer than DLT allows at the last whole word that fits', async () => {
    const lakshmi = await createCustomer(t);
    const jar = await createProduct(t, categoryId, {
      // 31 characters to "Ghee": one over.
      name: 'Kongu Hills Pure Desi Goat Ghee in a 500 ml Glass Jar',
      productCode: 'GG-500',
      stock: 0,
    });
    await notifyMe(lakshmi, jar.id);
    expect(
      (await t.call('PUT', `/api/product/${jar.id}`, { as: 'staff', body: { stock: 2 } })).statusCode,
    ).toBe(200);
    await runSendingJob();
    expect(arrivedAt(lakshmi).map((m) => m.message)).toEqual([
      `Good news! Kongu Hills Pure Desi Goat is back in stock at Kongu Goat Farm. Order now: ${SITE_URL}/productDetailsPage?productCode=GG-500`,
    ]);
  });

  it("goes in the customer's language: Tamil text, staff's Tamil name for the product, the Tamil page's link", async () => {
    const meena = await createCustomer(t);
    const ravi = await createCustomer(t);
    const set = await t.call('PUT', `/api/customer/${meena.id}`, {
      token: meena.token,
      body: { locale: 'ta' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const ghee = await createProduct(t, categoryId, { name: 'Bilona Ghee', productCode: 'BG-1', stock: 0 });
    await t.db
      .update(products)
      .set({ translations: { ta: { name: 'பிலோனா நெய்' } } })
      .where(eq(products.id, ghee.id));
    await notifyMe(meena, ghee.id);
    await notifyMe(ravi, ghee.id);
    const restocked = await t.call('PUT', `/api/product/${ghee.id}`, { as: 'staff', body: { stock: 5 } });
    expect(restocked.statusCode, restocked.body).toBe(200);
    await runSendingJob();
    expect(arrivedAt(meena).map((m) => m.message)).toEqual([
      `நல்ல செய்தி! பிலோனா நெய் மீண்டும் Kongu Goat Farm-இல் கிடைக்கிறது: ${SITE_URL}/ta/productDetailsPage?productCode=BG-1`,
    ]);
    expect(arrivedAt(ravi).map((m) => m.message)).toEqual([
      `Good news! Bilona Ghee is back in stock at Kongu Goat Farm. Order now: ${SITE_URL}/productDetailsPage?productCode=BG-1`,
    ]);
  });
});
