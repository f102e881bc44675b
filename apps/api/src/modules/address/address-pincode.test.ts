import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customer-fixtures.js';
import { createCategory, createProduct } from '../../test/product-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 30, defect 8: the state must agree with the PIN code (India Post's PIN zones), because the
// place of supply (CGST + SGST or IGST) follows where the goods really go.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const addressBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meena Kumari',
  mobileNumber: '98765 43210',
  line1: '12 Market Road',
  city: 'Pollachi',
  state: 'Tamil Nadu',
  pincode: '642001',
  ...overrides,
});

describe('the state of an address agrees with its PIN code', () => {
  it('refuses a Pollachi PIN code with the state Kerala, naming the field and the PIN code’s state', async () => {
    const customer = await createCustomer(t);
    const res = await t.call('POST', '/api/address', {
      token: customer.token,
      body: addressBody({ state: 'Kerala' }),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'state',
        message: 'PIN code 642001 is in Tamil Nadu, not Kerala',
      }),
    );
    const list = await t.call('GET', `/api/address/customer/${customer.id}`, { token: customer.token });
    expect(list.data.response).toEqual([]);
  });

  it('checks an update against what it leaves: a new state against the kept PIN code, a new PIN code against the kept state', async () => {
    const customer = await createCustomer(t);
    const created = await t.call('POST', '/api/address', { token: customer.token, body: addressBody() });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.data.response.id;

    const state = await t.call('PUT', `/api/address/${id}`, {
      token: customer.token,
      body: { state: 'Kerala' },
    });
    expect(state.statusCode, state.body).toBe(400);
    expect(state.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'state',
        message: 'PIN code 642001 is in Tamil Nadu, not Kerala',
      }),
    );
    const pin = await t.call('PUT', `/api/address/${id}`, {
      token: customer.token,
      body: { pincode: '682001' },
    });
    expect(pin.statusCode, pin.body).toBe(400);
    expect(pin.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'pincode',
        message: 'PIN code 682001 is in Kerala, not Tamil Nadu',
      }),
    );
    // Both together, agreeing: a move to Kochi.
    const moved = await t.call('PUT', `/api/address/${id}`, {
      as: 'staff',
      body: { state: 'Kerala', pincode: '682001', city: 'Kochi' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.data.response).toMatchObject({ state: 'Kerala', pincode: '682001' });
  });

  it('accepts either state where a PIN prefix spans two, and tells apart the territories inside another state’s range', async () => {
    const customer = await createCustomer(t);
    const cases: [string, string, number][] = [
      ['605001', 'Puducherry', 201],
      ['605602', 'Tamil Nadu', 201], // Villupuram: a 605 PIN code in Tamil Nadu
      ['605001', 'Kerala', 400],
      ['682555', 'Lakshadweep', 201], // Kavaratti
      ['682555', 'Kerala', 400],
      ['744101', 'Andaman and Nicobar Islands', 201],
      ['560001', 'Karnataka', 201],
      ['500001', 'Telangana', 201],
      ['194101', 'Ladakh', 201],
      ['403001', 'Goa', 201],
      ['403001', 'Maharashtra', 400],
      ['996000', 'Tamil Nadu', 400], // an army post office: in no state
    ];
    for (const [pincode, state, status] of cases) {
      const res = await t.call('POST', '/api/address', {
        as: 'staff',
        body: addressBody({ customerId: customer.id, pincode, state }),
      });
      expect(res.statusCode, `${pincode} ${state}: ${res.body}`).toBe(status);
      if (status === 201) await t.call('DELETE', `/api/address/${res.data.response.id}`, { as: 'staff' });
    }
  });

  it('refuses a phone order typed to a PIN code of another state', async () => {
    const customer = await createCustomer(t);
    const category = await createCategory(t);
    const ghee = await createProduct(t, category, { name: 'Ghee', price: 30_000 });
    const res = await t.call('POST', '/api/orders/1', {
      as: 'staff',
      body: {
        customerId: customer.id,
        address: addressBody({ state: 'Kerala' }),
        productDetails: [{ productId: ghee.id, quantity: 1 }],
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.data.errors).toContainEqual(
      expect.objectContaining({
        field: 'address.state',
        message: 'PIN code 642001 is in Tamil Nadu, not Kerala',
      }),
    );
  });
});
