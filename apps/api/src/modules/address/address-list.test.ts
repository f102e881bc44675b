import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, type TestCustomer } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let meena: TestCustomer;
let ravi: TestCustomer;
const ids: Record<string, number> = {};

async function addFor(customer: TestCustomer, fields: Record<string, string>) {
  const res = await t.call('POST', '/api/address', {
    as: 'staff',
    body: { customerId: customer.id, state: 'Tamil Nadu', line1: '1 Main Road', ...fields },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.response.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  meena = await createCustomer(t, 'Meena Kumari');
  ravi = await createCustomer(t, 'Ravi Shankar');
  ids.meenaHome = await addFor(meena, {
    name: 'Meena Kumari',
    mobileNumber: '98765 11111',
    city: 'Erode',
    pincode: '638001',
  });
  ids.meenaMother = await addFor(meena, {
    name: 'Saraswathi',
    mobileNumber: '94430 22222',
    city: 'Salem',
    pincode: '636001',
  });
  ids.ravi = await addFor(ravi, {
    name: 'Ravi Shankar',
    mobileNumber: '90030 33333',
    city: 'Pollachi',
    pincode: '642001',
  });
});
afterAll(async () => {
  await t.close();
});

async function listIds(query: string): Promise<number[]> {
  const res = await t.call('GET', `/api/address/all?size=100&${query}`, { as: 'staff' });
  expect(res.statusCode, res.body).toBe(200);
  return res.data.response.map((a: { id: number }) => a.id);
}

describe('GET /address/all (staff)', () => {
  it('names the customer of every address', async () => {
    const res = await t.call('GET', `/api/address/all?customerId=${meena.id}`, { as: 'staff' });
    expect(res.statusCode).toBe(200);
    expect(res.data.page.totalElements).toBe(2);
    expect(res.data.response[0]).toMatchObject({
      id: ids.meenaMother,
      name: 'Saraswathi',
      customerId: meena.id,
      customer: { id: meena.id, name: 'Meena Kumari', mobileNumber: meena.mobileNumber },
    });
  });

  it('finds addresses by receiver, customer, city, PIN code or number', async () => {
    expect(await listIds('q=saraswathi')).toEqual([ids.meenaMother]);
    // The customer's name finds the address that goes to her mother too.
    expect(await listIds('q=meena')).toEqual([ids.meenaMother, ids.meenaHome]);
    expect(await listIds('q=POLLACHI')).toEqual([ids.ravi]);
    expect(await listIds('q=636001')).toEqual([ids.meenaMother]);
    expect(await listIds('q=94430%2022')).toEqual([ids.meenaMother]);
    expect(await listIds(`q=${meena.mobileNumber.slice(-6)}`)).toEqual([ids.meenaMother, ids.meenaHome]);
    expect(await listIds(`q=salem&customerId=${ravi.id}`)).toEqual([]);
  });

  it('takes q literally and counts what it matches', async () => {
    expect(await listIds('q=%25')).toEqual([]);
    expect(await listIds('q=_')).toEqual([]);
    const res = await t.call('GET', '/api/address/all?q=erode&size=1', { as: 'staff' });
    expect(res.data.page).toEqual({ number: 1, size: 1, totalElements: 1, totalPages: 1 });
  });

  it('refuses a q longer than 100 characters, naming it', async () => {
    const res = await t.call('GET', `/api/address/all?q=${'a'.repeat(101)}`, { as: 'staff' });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'q' }));
  });

  it('is for staff only', async () => {
    expect((await t.call('GET', '/api/address/all?q=meena', { token: meena.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/address/all')).statusCode).toBe(401);
  });
});
