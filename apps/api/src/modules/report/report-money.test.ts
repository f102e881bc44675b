import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaToday } from '../../lib/dates.js';
import { checkout, createShopper, placeOrder, type Shopper } from '../../test/order-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { customers } from '../customer/customer.table.js';
import { orders } from '../order/order.table.js';
import { payOnline } from '../payment/payment-test-fixtures.js';

// Issue 17.4: orders by status, payments by method and the cash still to collect agree with the
// orders they sum; the orders and customers CSVs hold one row each. Cash orders of ₹100 a unit, paid
// online orders of their own products; one cash order placed 40 days ago (outside today's range,
// but its cash is still to collect).

let t: TestApp;
let kavya: Shopper;
let selvi: Shopper;
const o: Record<string, { id: number; total: number }> = {};
const today = indiaToday();
const TODAY = `from=${today}&to=${today}`;
let mobiles = new Map<number, string>();
const kavyaMobile = () => mobiles.get(kavya.id)?.slice(1);

const setStatus = async (id: number, ...statuses: string[]) => {
  for (const status of statuses) {
    const res = await t.call('PUT', `/api/orders/${id}`, { as: 'staff', body: { status } });
    expect(res.statusCode, res.body).toBe(200);
  }
};
const get = async (url: string) => {
  const res = await t.call('GET', url, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  const limit = await t.call('PUT', '/api/settings', { as: 'admin', body: { maxOpenCodOrders: 100 } });
  expect(limit.statusCode, limit.body).toBe(200);
  const category = await createCategory(t, 'Cheese');
  kavya = await createShopper(t, 'Report Kavya');
  // A name that starts like a spreadsheet formula.
  selvi = await createShopper(t, '@Selvi');
  const numbers = await t.db.select({ id: customers.id, mobile: customers.mobileNumber }).from(customers);
  mobiles = new Map(numbers.map((c) => [c.id, c.mobile]));
  const cheese = await createProduct(t, category, { name: 'Goat cheese', price: 10_000, stock: 50 });
  const cash = async (quantity: number) => {
    const order = await placeOrder(t, kavya, [{ productId: cheese.id, quantity }]);
    return { id: order.id as number, total: order.total as number };
  };

  o.placed = await cash(1);
  o.delivered = await cash(2);
  await setStatus(o.delivered.id, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');
  o.collected = await cash(3);
  await setStatus(o.collected.id, 'CONFIRMED', 'PACKED', 'SHIPPED', 'DELIVERED');
  const collected = await t.call('POST', `/api/orders/${o.collected.id}/cash-collected`, {
    as: 'staff',
    body: { amount: o.collected.total },
  });
  expect(collected.statusCode, collected.body).toBe(200);
  o.cancelled = await cash(1);
  await setStatus(o.cancelled.id, 'CANCELLED');
  o.old = await cash(4);
  await t.db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
    .where(eq(orders.id, o.old.id));

  o.paid = await payOnline(t, selvi, category, 40_000);
  o.refunded = await payOnline(t, selvi, category, 25_000);
  const refund = await t.call('POST', `/api/orders/${o.refunded.id}/refund`, {
    as: 'admin',
    body: { amount: 5_000, reason: 'One jar broke' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  // Online, never paid: it awaits its payment.
  const butter = await createProduct(t, category, { name: 'Goat butter', price: 12_000 });
  const pending = await checkout(t, selvi, [], {
    body: {
      productDetails: [{ productId: butter.id, quantity: 1 }],
      expectedTotal: 12_000,
      paymentMethod: 'ONLINE',
    },
  });
  expect(pending.statusCode, pending.body).toBe(201);
  o.pending = { id: pending.data.response.orders[0].id, total: 12_000 };
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/reports/order-statuses', () => {
  it('counts the orders placed in the range by the status they are in now', async () => {
    const { data } = await get(`/api/reports/order-statuses?${TODAY}`);
    expect(data.response).toEqual({
      from: today,
      to: today,
      statuses: [
        { status: 'PENDING_PAYMENT', orders: 1, total: 12_000 },
        { status: 'PLACED', orders: 3, total: 10_000 + 40_000 + 25_000 },
        { status: 'CONFIRMED', orders: 0, total: 0 },
        { status: 'PACKED', orders: 0, total: 0 },
        { status: 'SHIPPED', orders: 0, total: 0 },
        { status: 'DELIVERED', orders: 2, total: 20_000 + 30_000 },
        { status: 'CANCELLED', orders: 1, total: 10_000 },
        { status: 'RETURNED', orders: 0, total: 0 },
      ],
      totals: { orders: 7, total: 147_000 },
    });
    const csv = await get(`/api/reports/order-statuses/export?${TODAY}`);
    expect(csv.body.trim().split('\n').slice(0, 3)).toEqual([
      'Status,Orders,Total (₹)',
      'Awaiting payment,1,120.00',
      'Placed,3,750.00',
    ]);
  });
});

describe('GET /api/reports/payment-methods', () => {
  it('sums what each method brought in, gave back and still has to collect, as the payments list does', async () => {
    const { data } = await get(`/api/reports/payment-methods?${TODAY}`);
    expect(data.response.methods).toEqual([
      { method: 'COD', orders: 4, total: 70_000, received: 30_000, receivedUpi: 0, refunded: 0, due: 30_000 },
      {
        method: 'ONLINE',
        orders: 3,
        total: 77_000,
        received: 65_000,
        receivedUpi: 0,
        refunded: 5_000,
        due: 0,
      },
      // A subscription's days (decision 0054): paid from the wallet, or on the monthly bill; none here.
      { method: 'WALLET', orders: 0, total: 0, received: 0, receivedUpi: 0, refunded: 0, due: 0 },
      { method: 'MONTHLY_BILL', orders: 0, total: 0, received: 0, receivedUpi: 0, refunded: 0, due: 0 },
    ]);
    expect(data.response.totals).toEqual({
      orders: 7,
      total: 147_000,
      received: 95_000,
      receivedUpi: 0,
      refunded: 5_000,
      due: 30_000,
    });
    for (const method of data.response.methods) {
      const list = await get(`/api/payments?method=${method.method}&${TODAY}`);
      const { method: _method, ...sums } = method;
      expect(list.data.totals).toEqual(sums);
    }
    const csv = await get(`/api/reports/payment-methods/export?${TODAY}`);
    expect(csv.body.trim().split('\n')).toEqual([
      'Method,Orders,Order value (₹),Received (₹),Of which UPI at the door (₹),Refunded (₹),To collect (₹)',
      'Cash on delivery,4,700.00,300.00,0.00,0.00,300.00',
      'Paid online,3,770.00,650.00,0.00,50.00,0.00',
      'Paid from wallet,0,0.00,0.00,0.00,0.00,0.00',
      'Monthly bill,0,0.00,0.00,0.00,0.00,0.00',
    ]);
  });
});

describe('GET /api/reports/cash-to-collect', () => {
  it('sums every live cash order not yet collected, whenever it was placed, by status', async () => {
    const { data } = await get('/api/reports/cash-to-collect');
    expect(data.response).toMatchObject({
      orders: 3,
      amount: 10_000 + 20_000 + 40_000,
      statuses: [
        { status: 'PLACED', orders: 2, amount: 50_000 },
        { status: 'CONFIRMED', orders: 0, amount: 0 },
        { status: 'PACKED', orders: 0, amount: 0 },
        { status: 'SHIPPED', orders: 0, amount: 0 },
        { status: 'DELIVERED', orders: 1, amount: 20_000 },
      ],
    });
    const csv = await get('/api/reports/cash-to-collect/export');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="cash-to-collect-${today}.csv"`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe('Order,Placed (India time),Status,Customer,Mobile,City,To collect (₹)');
    // Oldest first; a mobile number's leading + is neutralised like a formula's.
    expect(lines.slice(1).map((line) => line.replace(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2},/, ',…,'))).toEqual([
      `${o.old?.id},…,Placed,Report Kavya,'+${kavyaMobile()},Erode,400.00`,
      `${o.placed?.id},…,Placed,Report Kavya,'+${kavyaMobile()},Erode,100.00`,
      `${o.delivered?.id},…,Delivered,Report Kavya,'+${kavyaMobile()},Erode,200.00`,
    ]);
  });
});

describe('the orders and customers CSVs', () => {
  it('writes every order placed in the range, one row each', async () => {
    const csv = await get(`/api/reports/orders/export?${TODAY}`);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="orders-${today}-to-${today}.csv"`);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Order,Placed (India time),Customer,Mobile,Status,Payment method,Payment status,Items,Units,' +
        'Subtotal (₹),Offer discounts (₹),Coupon,Coupon discount (₹),Delivery (₹),Total (₹)',
    );
    const rows = lines.slice(1);
    const ids = [o.placed, o.delivered, o.collected, o.cancelled, o.paid, o.refunded, o.pending].map(
      (order) => order?.id,
    );
    expect(rows.map((row) => Number(row.split(',')[0]))).toEqual(ids);
    const [placedAt] = await t.db
      .select({ createdAt: orders.createdAt })
      .from(orders)
      .where(eq(orders.id, o.collected?.id ?? 0));
    const india = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(placedAt?.createdAt);
    expect(rows[2]).toBe(
      `${o.collected?.id},${india},Report Kavya,'+${kavyaMobile()},Delivered,Cash on delivery,Cash collected,` +
        'Goat cheese × 3,3,300.00,0.00,,0.00,0.00,300.00',
    );
    expect(rows[6]).toContain(",'@Selvi,");
    expect(rows[6]).toContain(',Awaiting payment,Paid online,Not paid yet,Goat butter × 1,1,120.00,');
  });

  it('writes every customer with their sales orders and what those came to', async () => {
    const csv = await get('/api/reports/customers/export');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="customers-${today}.csv"`);
    expect(csv.body.trim().split('\n')).toEqual([
      'Customer,Name,Mobile,E-mail,Joined,Orders,Total spent (₹)',
      // Not the cancelled one; the one placed 40 days ago, yes.
      `${kavya.id},Report Kavya,'+${kavyaMobile()},,${today},4,${(10_000 + 20_000 + 30_000 + 40_000) / 100}.00`,
      // Not the one still awaiting its payment.
      `${selvi.id},'@Selvi,'${mobiles.get(selvi.id)},,${today},2,650.00`,
    ]);
  });
});
