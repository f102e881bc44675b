import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../test/customer-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 1;
/** The form is rate limited per client address: each call comes from its own unless told. */
async function send(body: unknown, remoteAddress = `10.0.0.${nextAddress++}`) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/contact-as',
    payload: body as object,
    remoteAddress,
  });
  return Object.assign(res, { data: JSON.parse(res.body) });
}

const fieldsOf = (data: { errors?: { field: string }[] }) => (data.errors ?? []).map((e) => e.field);
const message = { name: 'Meena', mobileNumber: '98765 43210', message: 'Do you deliver to Salem?' };

describe('contact messages', () => {
  it('takes a message from anyone and shows it to staff, newest first', async () => {
    const sent = await send({ ...message, email: 'Meena@Example.com' });
    expect(sent.statusCode).toBe(201);
    expect(sent.data.message).toBe('Message Sended Successfully');
    expect(sent.data.response).toMatchObject({
      name: 'Meena',
      mobileNumber: '+919876543210',
      email: 'meena@example.com',
      read: false,
    });
    const later = await send({ name: 'Ravi', mobileNumber: '+91 91234 56789', message: '<b>hi</b>' });
    expect(later.statusCode).toBe(201);
    expect(later.data.response.message).toBe('<b>hi</b>');

    const list = await t.call('GET', '/api/contact-as/all', { as: 'staff' });
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toMatchObject({ number: 1, totalElements: 2 });
    expect(list.data.response.map((m: { id: number }) => m.id)).toEqual([
      later.data.response.id,
      sent.data.response.id,
    ]);

    const one = await t.call('GET', `/api/contact-as/${sent.data.response.id}`, { as: 'staff' });
    expect(one.statusCode).toBe(200);
    expect(one.data.response.message).toBe('Do you deliver to Salem?');
  });

  it.each([
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91-6123-456-789', '+916123456789'],
    ['9123456789', '+919123456789'],
  ])('stores the mobile number %s as %s', async (mobileNumber, stored) => {
    const res = await send({ ...message, mobileNumber });
    expect(res.statusCode).toBe(201);
    expect(res.data.response.mobileNumber).toBe(stored);
  });

  it.each([
    ['mobileNumber', { ...message, mobileNumber: '12345' }],
    ['mobileNumber', { ...message, mobileNumber: '5876543210' }],
    ['mobileNumber', { ...message, mobileNumber: '+1 987 654 3210' }],
    ['email', { ...message, email: 'nope' }],
    ['message', { ...message, message: '' }],
    ['message', { ...message, message: 'x'.repeat(2001) }],
    ['name', { ...message, name: '  ' }],
  ])('answers 400 naming %s', async (field, body) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.data)).toContain(field);
  });

  it('marks messages read and unread, filters unread ones, and deletes', async () => {
    const id = (await send({ ...message, message: 'Paneer price?' })).data.response.id;
    const read = await t.call('PUT', `/api/contact-as/${id}/read`, { as: 'staff', body: { read: true } });
    expect(read.statusCode).toBe(200);
    expect(read.data.response).toMatchObject({ read: true, readAt: expect.any(String) });

    const unread = await t.call('GET', '/api/contact-as/all?unread=true&size=100', { as: 'staff' });
    expect(unread.data.response.map((m: { id: number }) => m.id)).not.toContain(id);
    expect(unread.data.response.every((m: { read: boolean }) => !m.read)).toBe(true);
    const readOnes = await t.call('GET', '/api/contact-as/all?unread=false', { as: 'staff' });
    expect(readOnes.data.response.map((m: { id: number }) => m.id)).toEqual([id]);

    const again = await t.call('PUT', `/api/contact-as/${id}/read`, { as: 'staff', body: { read: false } });
    expect(again.data.response).toMatchObject({ read: false, readAt: null });

    const bad = await t.call('PUT', `/api/contact-as/${id}/read`, { as: 'staff', body: {} });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.data)).toContain('read');

    expect((await t.call('DELETE', `/api/contact-as/${id}`, { as: 'staff' })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/contact-as/${id}`, { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/contact-as/${id}`, { as: 'staff' })).statusCode).toBe(404);
    expect(
      (await t.call('PUT', '/api/contact-as/424242/read', { as: 'staff', body: { read: true } })).statusCode,
    ).toBe(404);
  });

  it('keeps the inbox for staff', async () => {
    expect((await t.call('GET', '/api/contact-as/all')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/contact-as/all', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/contact-as/1', { as: 'customer' })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/contact-as/1')).statusCode).toBe(401);
    expect(
      (await t.call('PUT', '/api/contact-as/1/read', { as: 'customer', body: { read: true } })).statusCode,
    ).toBe(403);
  });

  it('limits one client address to 5 messages a minute', async () => {
    const address = '10.9.9.9';
    for (let i = 0; i < 5; i++) expect((await send(message, address)).statusCode).toBe(201);
    const limited = await send(message, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.data.status).toBe(429);
    expect((await send(message, '10.9.9.10')).statusCode).toBe(201);
  });
});

describe('the customer behind a message (issue 14.14h)', () => {
  it("names the customer account of the message's mobile number to staff, never to the sender", async () => {
    const customer = await createCustomer(t, 'Revathi Contact');
    const sent = await send({ ...message, name: 'Revathi', mobileNumber: customer.mobileNumber.slice(3) });
    expect(sent.statusCode).toBe(201);
    expect(sent.data.response).not.toHaveProperty('customer');
    const stranger = await send({ ...message, mobileNumber: '91234 00000' });

    const read = await t.call('GET', `/api/contact-as/${sent.data.response.id}`, { as: 'staff' });
    expect(read.data.response.customer).toEqual({ id: customer.id, name: 'Revathi Contact' });
    const other = await t.call('GET', `/api/contact-as/${stranger.data.response.id}`, { as: 'staff' });
    expect(other.data.response.customer).toBeNull();
    const list = await t.call('GET', '/api/contact-as/all?size=100', { as: 'staff' });
    const listed = list.data.response.find((m: { id: number }) => m.id === sent.data.response.id);
    expect(listed.customer).toEqual({ id: customer.id, name: 'Revathi Contact' });
    const marked = await t.call('PUT', `/api/contact-as/${sent.data.response.id}/read`, {
      as: 'staff',
      body: { read: true },
    });
    expect(marked.data.response).toMatchObject({ read: true, customer: { id: customer.id } });
  });
});
