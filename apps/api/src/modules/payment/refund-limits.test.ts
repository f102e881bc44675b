import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopper } from '../../test/order-fixtures.js';
import { createCategory } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { payOnline } from './payment-test-fixtures.js';

// Issue 30.2: a staff member refused a ₹4,856 refund (above `staffRefundMax`, ₹2,000) sent it as
// ₹2,000 + ₹2,000 + ₹856. Staff refunds on an order now count together against the limit, and a
// staff member's refunds of a day against `staffRefundDailyMax`, even when sent at once.

let t: TestApp;
let category: number;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory(t, 'Limited refunds');
});
afterAll(async () => {
  await t.close();
});

const refund = (id: number, amount: number, as: 'staff' | 'admin' = 'staff') =>
  t.call('POST', `/api/orders/${id}/refund`, { as, body: { amount } });

async function setLimits(body: { staffRefundMax?: number | null; staffRefundDailyMax?: number | null }) {
  const res = await t.call('PUT', '/api/settings', { as: 'admin', body });
  expect(res.statusCode, res.body).toBe(200);
}

describe('staff refund limits', () => {
  it('on one order, staff refunds count together: ₹2,000 + ₹2,000 + ₹856 is refused', async () => {
    await setLimits({ staffRefundMax: 200_000 });
    const order = await payOnline(t, await createShopper(t, 'Muthu'), category, 485_600);
    expect((await refund(order.id, 485_600)).data.code).toBe('REFUND_NEEDS_ADMIN');
    expect((await refund(order.id, 200_000)).statusCode).toBe(200);
    const second = await refund(order.id, 200_000);
    expect(second.statusCode, second.body).toBe(403);
    expect(second.data).toMatchObject({ code: 'REFUND_NEEDS_ADMIN', errors: [{ field: 'amount' }] });
    expect((await refund(order.id, 85_600)).data.code).toBe('REFUND_NEEDS_ADMIN');
    // An admin sends the rest; their refunds are not a staff member's.
    const rest = await refund(order.id, 285_600, 'admin');
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.data.response.paymentStatus).toBe('REFUNDED');
  });

  it('two staff refunds on one order at once cannot both fit the limit', async () => {
    await setLimits({ staffRefundMax: 200_000 });
    const order = await payOnline(t, await createShopper(t, 'Valli'), category, 400_000);
    const both = await Promise.all([refund(order.id, 150_000), refund(order.id, 150_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const now = (await t.call('GET', `/api/orders/${order.id}`, { as: 'staff' })).data.response;
    expect(now.refundable).toBe(400_000 - 150_000);
  });

  it("a day's staff refunds on all orders count against the daily limit, even sent at once", async () => {
    // The staff member's refunds so far today (the tests above) are 200,000 + 150,000 paise.
    await setLimits({ staffRefundMax: null, staffRefundDailyMax: 500_000 });
    const [a, b, c] = await Promise.all(
      ['Arul', 'Banu', 'Chitra'].map(async (name) =>
        payOnline(t, await createShopper(t, name), category, 100_000),
      ),
    );
    if (!a || !b || !c) throw new Error('three orders expected');
    const both = await Promise.all([refund(a.id, 100_000), refund(b.id, 100_000)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const refused = both.find((r) => r.statusCode === 403);
    expect(refused?.data).toMatchObject({ code: 'REFUND_DAILY_LIMIT', errors: [{ field: 'amount' }] });
    expect((await refund(c.id, 50_000)).statusCode).toBe(200);
    expect((await refund(c.id, 1_000)).data.code).toBe('REFUND_DAILY_LIMIT');
    expect((await refund(c.id, 50_000, 'admin')).statusCode).toBe(200);
  });
});
