import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PAST = { startsAt: '2020-01-01T00:00:00Z', endsAt: '2021-01-01T00:00:00Z' };
const FUTURE = { startsAt: '2099-01-01T00:00:00+05:30', endsAt: '2099-02-01T00:00:00+05:30' };
const NOW = { startsAt: '2020-01-01T00:00:00Z', endsAt: '2099-01-01T00:00:00Z' };

async function createOffer(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/offer', { as: 'staff', body });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number; status: string };
}

const ids = (res: { data: { response: { id: number }[] } }) => res.data.response.map((o) => o.id);

describe('offers', () => {
  it('creates, reads, lists, updates and deletes an offer', async () => {
    const created = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'Diwali ghee offer', description: '10% off ghee', discountPercent: 10, ...NOW },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Offer Successfully');
    expect(created.data.response).toMatchObject({
      title: 'Diwali ghee offer',
      discountPercent: 10,
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2099-01-01T00:00:00.000Z',
      active: true,
      status: 'active',
    });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/offer/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response.description).toBe('10% off ghee');

    const list = await t.call('GET', '/api/offer/all?page=1&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toMatchObject({ number: 1, size: 10 });
    expect(ids(list)).toContain(id);

    const updated = await t.call('PUT', `/api/offer/${id}`, {
      as: 'admin',
      body: { discountPercent: 15, endsAt: null, description: null },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.message).toBe('Update Offer Successfully');
    expect(updated.data.response).toMatchObject({
      title: 'Diwali ghee offer',
      discountPercent: 15,
      endsAt: null,
      description: null,
      startsAt: '2020-01-01T00:00:00.000Z',
    });

    expect((await t.call('PUT', `/api/offer/${id}`, { as: 'staff', body: {} })).statusCode).toBe(200);

    const deleted = await t.call('DELETE', `/api/offer/${id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Offer Successfully');
    expect((await t.call('GET', `/api/offer/${id}`, { as: 'staff' })).statusCode).toBe(404);
  });

  it('shows the public only offers running now; staff see all and filter by status', async () => {
    const unbounded = await createOffer({ title: 'Always on' });
    const running = await createOffer({ title: 'Running', ...NOW });
    const expired = await createOffer({ title: 'Last year', ...PAST });
    const scheduled = await createOffer({ title: 'Next year', ...FUTURE });
    const switchedOff = await createOffer({ title: 'Paused', active: false });
    expect(expired.status).toBe('expired');
    expect(scheduled.status).toBe('scheduled');
    expect(switchedOff.status).toBe('inactive');

    const publicList = ids(await t.call('GET', '/api/offer/all?size=100'));
    expect(publicList).toEqual(expect.arrayContaining([unbounded.id, running.id]));
    for (const hidden of [expired, scheduled, switchedOff]) {
      expect(publicList).not.toContain(hidden.id);
      expect((await t.call('GET', `/api/offer/${hidden.id}`)).statusCode).toBe(404);
      expect((await t.call('GET', `/api/offer/${hidden.id}`, { as: 'staff' })).statusCode).toBe(200);
    }
    expect(ids(await t.call('GET', '/api/offer/all?status=expired'))).toEqual([]);

    const staffList = ids(await t.call('GET', '/api/offer/all?size=100', { as: 'staff' }));
    expect(staffList).toEqual(
      expect.arrayContaining([unbounded.id, running.id, expired.id, scheduled.id, switchedOff.id]),
    );
    const byStatus = async (status: string) =>
      ids(await t.call('GET', `/api/offer/all?size=100&status=${status}`, { as: 'staff' }));
    expect(await byStatus('expired')).toEqual([expired.id]);
    expect(await byStatus('scheduled')).toEqual([scheduled.id]);
    expect(await byStatus('inactive')).toEqual([switchedOff.id]);
    expect(await byStatus('active')).toEqual(expect.arrayContaining([unbounded.id, running.id]));
    expect(await byStatus('active')).not.toContain(expired.id);

    const bad = await t.call('GET', '/api/offer/all?status=soon', { as: 'staff' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'status' }));
  });

  it('answers 400 naming the field for bad input', async () => {
    const expectField = async (body: Record<string, unknown>, field: string) => {
      const res = await t.call('POST', '/api/offer', { as: 'staff', body });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.data.errors).toContainEqual(expect.objectContaining({ field }));
    };
    await expectField({ title: 'X', discountPercent: 0 }, 'discountPercent');
    await expectField({ title: 'X', discountPercent: 101 }, 'discountPercent');
    await expectField({ title: 'X', discountPercent: 12.5 }, 'discountPercent');
    await expectField({ title: 'X', ...PAST, endsAt: '2019-12-31T00:00:00Z' }, 'endsAt');
    await expectField({ title: 'X', startsAt: '2024-01-01' }, 'startsAt');
    await expectField({ title: 'X', imageUrl: 'javascript:alert(1)' }, 'imageUrl');
    await expectField({ description: 'no title' }, 'title');
    const unknownKey = await t.call('POST', '/api/offer', {
      as: 'staff',
      body: { title: 'X', couponCode: 'FREE' },
    });
    expect(unknownKey.statusCode).toBe(400);
  });

  it('checks the period an update leaves, even when only one end changes', async () => {
    const offer = await createOffer({ title: 'Monsoon', ...NOW });
    const res = await t.call('PUT', `/api/offer/${offer.id}`, {
      as: 'staff',
      body: { endsAt: '2019-01-01T00:00:00Z' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'endsAt' }));
    const both = await t.call('PUT', `/api/offer/${offer.id}`, {
      as: 'staff',
      body: { startsAt: '2030-01-01T00:00:00Z', endsAt: '2029-01-01T00:00:00Z' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.data.errors).toContainEqual(expect.objectContaining({ field: 'endsAt' }));
    expect((await t.call('GET', `/api/offer/${offer.id}`)).data.response.endsAt).toBe(
      '2099-01-01T00:00:00.000Z',
    );
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/api/offer/424242', { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/offer/424242', { as: 'staff', body: {} })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/offer/424242', { as: 'staff' })).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    expect((await t.call('POST', '/api/offer', { body: { title: 'X' } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/offer', { as: 'customer', body: { title: 'X' } })).statusCode).toBe(
      403,
    );
    expect((await t.call('PUT', '/api/offer/1', { as: 'customer', body: {} })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/offer/1', { as: 'customer' })).statusCode).toBe(403);
  });
});
