import { INDIAN_STATES, MAX_ADDRESSES_PER_CUSTOMER } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meena Kumari',
    mobileNumber: '98765 43210',
    line1: '12 Temple Street',
    city: 'Erode',
    state: 'Tamil Nadu',
    pincode: '638001',
    ...overrides,
  };
}

async function addAddress(customer: TestCustomer, overrides: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/address', { token: customer.token, body: addressBody(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response;
}

async function addressesOf(customer: TestCustomer) {
  const res = await t.call('GET', `/api/address/customer/${customer.id}`, { token: customer.token });
  expect(res.statusCode).toBe(200);
  return res.data.response as { id: number; isDefault: boolean; city: string }[];
}

const defaultsOf = (list: { id: number; isDefault: boolean }[]) =>
  list.filter((a) => a.isDefault).map((a) => a.id);

describe('addresses', () => {
  it('creates, reads, updates and deletes a customer’s own address', async () => {
    const meena = await createCustomer(t);
    const created = await t.call('POST', '/api/address', {
      token: meena.token,
      body: addressBody({ customerId: meena.id, line2: 'Near the bus stand', landmark: 'Blue gate' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Address created successfully');
    expect(created.data.response).toMatchObject({
      customerId: meena.id,
      mobileNumber: '+919876543210',
      line2: 'Near the bus stand',
      landmark: 'Blue gate',
      state: 'Tamil Nadu',
      pincode: '638001',
      isDefault: true,
    });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/address/${id}`, { token: meena.token });
    expect(read.statusCode).toBe(200);
    expect(read.data.response.line1).toBe('12 Temple Street');

    const updated = await t.call('PUT', `/api/address/${id}`, {
      token: meena.token,
      body: { city: 'Gobichettipalayam', landmark: null, customerId: meena.id },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.data.response).toMatchObject({
      city: 'Gobichettipalayam',
      landmark: null,
      line1: '12 Temple Street',
    });

    const deleted = await t.call('DELETE', `/api/address/${id}`, { token: meena.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Address deleted successfully');
    expect((await t.call('GET', `/api/address/${id}`, { token: meena.token })).statusCode).toBe(404);
    expect(await addressesOf(meena)).toEqual([]);
  });

  it('keeps exactly one default address per customer', async () => {
    const ravi = await createCustomer(t);
    const first = await addAddress(ravi, { city: 'First' });
    expect(first.isDefault).toBe(true);
    const second = await addAddress(ravi, { city: 'Second' });
    expect(second.isDefault).toBe(false);
    const third = await addAddress(ravi, { city: 'Third', isDefault: true });
    expect(third.isDefault).toBe(true);

    let list = await addressesOf(ravi);
    expect(defaultsOf(list)).toEqual([third.id]);
    expect(list[0]?.id).toBe(third.id);

    const moved = await t.call('PUT', `/api/address/${second.id}`, {
      token: ravi.token,
      body: { isDefault: true },
    });
    expect(moved.statusCode).toBe(200);
    list = await addressesOf(ravi);
    expect(defaultsOf(list)).toEqual([second.id]);

    // Unsetting the default would leave none: the customer must pick another one instead.
    const unset = await t.call('PUT', `/api/address/${second.id}`, {
      token: ravi.token,
      body: { isDefault: false },
    });
    expect(unset.statusCode).toBe(409);
    expect(unset.data.code).toBe('DEFAULT_ADDRESS_REQUIRED');
    expect(defaultsOf(await addressesOf(ravi))).toEqual([second.id]);

    // Deleting the default makes the newest remaining address the default.
    expect((await t.call('DELETE', `/api/address/${second.id}`, { token: ravi.token })).statusCode).toBe(200);
    expect(defaultsOf(await addressesOf(ravi))).toEqual([third.id]);
    expect((await t.call('DELETE', `/api/address/${third.id}`, { token: ravi.token })).statusCode).toBe(200);
    list = await addressesOf(ravi);
    expect(defaultsOf(list)).toEqual([first.id]);

    // Deleting a non-default address leaves the default alone.
    const fourth = await addAddress(ravi, { city: 'Fourth' });
    expect(fourth.isDefault).toBe(false);
    expect((await t.call('DELETE', `/api/address/${fourth.id}`, { token: ravi.token })).statusCode).toBe(200);
    expect(defaultsOf(await addressesOf(ravi))).toEqual([first.id]);
  });

  it('lets staff list, read and write any customer’s addresses', async () => {
    const anu = await createCustomer(t);
    const created = await t.call('POST', '/api/address', {
      as: 'staff',
      body: addressBody({ customerId: anu.id, state: 'Puducherry', pincode: '605001' }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.response).toMatchObject({ customerId: anu.id, isDefault: true });
    const id = created.data.response.id;

    const page = await t.call('GET', `/api/address/all?customerId=${anu.id}&page=1&size=5`, { as: 'admin' });
    expect(page.statusCode).toBe(200);
    expect(page.data.page).toEqual({ number: 1, size: 5, totalElements: 1, totalPages: 1 });
    expect(page.data.response[0].id).toBe(id);

    const all = await t.call('GET', '/api/address/all?size=100', { as: 'staff' });
    expect(all.statusCode).toBe(200);
    expect(all.data.page.totalElements).toBeGreaterThanOrEqual(1);

    expect((await t.call('GET', `/api/address/${id}`, { as: 'staff' })).statusCode).toBe(200);
    expect(
      (await t.call('GET', `/api/address/customer/${anu.id}`, { as: 'staff' })).data.response,
    ).toHaveLength(1);
    const edited = await t.call('PUT', `/api/address/${id}`, { as: 'staff', body: { city: 'Karaikal' } });
    expect(edited.data.response.city).toBe('Karaikal');

    // Staff must say whose address it is; an address never moves to another customer.
    const unnamed = await t.call('POST', '/api/address', { as: 'staff', body: addressBody() });
    expect(unnamed.statusCode).toBe(403);
    const other = await createCustomer(t);
    const move = await t.call('PUT', `/api/address/${id}`, { as: 'staff', body: { customerId: other.id } });
    expect(move.statusCode).toBe(400);
    expect(move.data.errors).toContainEqual(expect.objectContaining({ field: 'customerId' }));

    const ghost = await t.call('POST', '/api/address', {
      as: 'staff',
      body: addressBody({ customerId: 2_000_000 }),
    });
    expect(ghost.statusCode).toBe(404);
    expect((await t.call('GET', '/api/address/customer/2000000', { as: 'staff' })).statusCode).toBe(404);
  });

  it('accepts every state and union territory by its official name', async () => {
    expect(INDIAN_STATES).toHaveLength(36);
    for (const name of [
      'Tamil Nadu',
      'Puducherry',
      'Andaman and Nicobar Islands',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Chandigarh',
      'Delhi',
    ]) {
      expect(INDIAN_STATES).toContain(name);
    }
    const customer = await createCustomer(t);
    const res = await t.call('POST', '/api/address', {
      token: customer.token,
      body: addressBody({ state: 'Dadra and Nagar Haveli and Daman and Diu', pincode: '396210' }),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 400 naming the field for bad input', async () => {
    const customer = await createCustomer(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ pincode: '012345' }, 'pincode'],
      [{ pincode: '63800' }, 'pincode'],
      [{ pincode: '6380011' }, 'pincode'],
      [{ state: 'Tamilnadu' }, 'state'],
      [{ state: 'tamil nadu' }, 'state'],
      [{ mobileNumber: '12345' }, 'mobileNumber'],
      [{ mobileNumber: '5876543210' }, 'mobileNumber'],
      [{ name: '' }, 'name'],
      [{ line1: 'x'.repeat(201) }, 'line1'],
      [{ city: undefined }, 'city'],
      [{ isDefault: 'yes' }, 'isDefault'],
      [{ customerId: String(customer.id) }, 'customerId'],
      [{ role: 'admin' }, 'role'],
    ];
    for (const [overrides, field] of cases) {
      const res = await t.call('POST', '/api/address', {
        token: customer.token,
        body: addressBody(overrides),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.data.errors, JSON.stringify(overrides)).toContainEqual(expect.objectContaining({ field }));
    }
    const address = await addAddress(customer);
    const badUpdate = await t.call('PUT', `/api/address/${address.id}`, {
      token: customer.token,
      body: { pincode: '000000' },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.data.errors).toContainEqual(expect.objectContaining({ field: 'pincode' }));
    expect((await t.call('GET', '/api/address/abc', { token: customer.token })).statusCode).toBe(400);
    expect(await addressesOf(customer)).toHaveLength(1);
  });

  it('answers 401 without a token and 403 for customers on staff reads', async () => {
    const customer = await createCustomer(t);
    const address = await addAddress(customer);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/address/all'],
      ['GET', `/api/address/customer/${customer.id}`],
      ['GET', `/api/address/${address.id}`],
      ['POST', '/api/address', addressBody()],
      ['PUT', `/api/address/${address.id}`, { city: 'Salem' }],
      ['DELETE', `/api/address/${address.id}`],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET', url, body === undefined ? {} : { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await t.call('GET', '/api/address/all', { token: customer.token })).statusCode).toBe(403);
    expect(await addressesOf(customer)).toMatchObject([{ id: address.id, city: 'Erode' }]);
  });

  it('answers 404 for an address that does not exist', async () => {
    const customer = await createCustomer(t);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(method, '/api/address/2000000', {
        token: customer.token,
        ...(method === 'PUT' ? { body: { city: 'Salem' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
  });

  it(`caps a customer at ${MAX_ADDRESSES_PER_CUSTOMER} addresses`, async () => {
    const customer = await createCustomer(t);
    for (let n = 0; n < MAX_ADDRESSES_PER_CUSTOMER; n++) await addAddress(customer, { line1: `House ${n}` });
    const over = await t.call('POST', '/api/address', { token: customer.token, body: addressBody() });
    expect(over.statusCode).toBe(409);
    expect(over.data.code).toBe('ADDRESS_LIMIT');
    const list = await addressesOf(customer);
    expect(list).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER);
    expect(defaultsOf(list)).toHaveLength(1);
  });

  it('makes exactly one default when a customer adds addresses in parallel', async () => {
    const customer = await createCustomer(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        t.call('POST', '/api/address', {
          token: customer.token,
          body: addressBody({ line1: `Parallel ${n}`, ...(n % 2 ? { isDefault: true } : {}) }),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
    expect(defaultsOf(await addressesOf(customer))).toHaveLength(1);
  });
});
