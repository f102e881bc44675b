import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function createBanner(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/banner', { as: 'staff', body });
  expect(res.statusCode).toBe(201);
  return res.data.response as { id: number; type: string; active: boolean };
}

const ids = (res: { data: { response: { id: number }[] } }) => res.data.response.map((b) => b.id);

describe('banners', () => {
  it('creates, reads, lists, updates and deletes a banner', async () => {
    const created = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: {
        title: 'Fresh milk daily',
        type: 'default',
        mediaUrl: '/media/milk.webp',
        linkUrl: '/products',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.data.message).toBe('Create Banner Successfully');
    expect(created.data.response).toMatchObject({
      title: 'Fresh milk daily',
      type: 'default',
      mediaUrl: '/media/milk.webp',
      linkUrl: '/products',
      position: 0,
      active: true,
    });
    const id = created.data.response.id;

    const read = await t.call('GET', `/api/banner/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.data.response.title).toBe('Fresh milk daily');

    const list = await t.call('GET', '/api/banner/all?page=1&size=10');
    expect(list.statusCode).toBe(200);
    expect(list.data.page).toMatchObject({ number: 1, size: 10 });
    expect(ids(list)).toContain(id);

    const updated = await t.call('PUT', `/api/banner/${id}`, {
      as: 'admin',
      body: { title: 'Milk at sunrise', linkUrl: null, position: 3 },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.data.message).toBe('Update Banner Successfully');
    expect(updated.data.response).toMatchObject({ title: 'Milk at sunrise', linkUrl: null, position: 3 });
    expect(updated.data.response.type).toBe('default');

    const untouched = await t.call('PUT', `/api/banner/${id}`, { as: 'staff', body: {} });
    expect(untouched.statusCode).toBe(200);
    expect(untouched.data.response.title).toBe('Milk at sunrise');

    const deleted = await t.call('DELETE', `/api/banner/${id}`, { as: 'staff' });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.data.message).toBe('Delete Banner Successfully');
    expect((await t.call('GET', `/api/banner/${id}`, { as: 'staff' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/banner/${id}`, { as: 'staff' })).statusCode).toBe(404);
  });

  it('serves each storefront slot with its own type only, active ones in position order', async () => {
    const video = await createBanner({ title: 'Farm tour', type: 'video', mediaUrl: '/media/tour.mp4' });
    const imageLate = await createBanner({
      title: 'Ghee',
      type: 'image',
      mediaUrl: 'https://cdn.farm.example/ghee.jpg',
      position: 5,
    });
    const imageEarly = await createBanner({
      title: 'Paneer',
      type: 'image',
      mediaUrl: '/p.jpg',
      position: 1,
    });
    const hidden = await createBanner({ title: 'Old', type: 'image', mediaUrl: '/old.jpg', active: false });
    const carousel = await createBanner({ title: 'Welcome', type: 'default', mediaUrl: '/welcome.jpg' });

    const images = await t.call('GET', '/api/banner/image');
    expect(images.statusCode).toBe(200);
    expect(ids(images)).toEqual([imageEarly.id, imageLate.id]);

    const videos = await t.call('GET', '/api/banner/video');
    expect(ids(videos)).toEqual([video.id]);

    const defaults = await t.call('GET', '/api/banner/default');
    expect(ids(defaults)).toEqual([carousel.id]);
    for (const [path, type] of [
      ['/api/banner/image', 'image'],
      ['/api/banner/video', 'video'],
      ['/api/banner/default', 'default'],
    ] as const) {
      const res = await t.call('GET', path);
      expect(res.data.response.every((b: { type: string }) => b.type === type)).toBe(true);
    }

    // The inactive banner stays off the storefront slot and out of the public list and detail...
    expect(ids(await t.call('GET', '/api/banner/image', { as: 'staff' }))).not.toContain(hidden.id);
    expect(ids(await t.call('GET', '/api/banner/all?size=100'))).not.toContain(hidden.id);
    expect(ids(await t.call('GET', '/api/banner/all?active=false'))).toEqual([]);
    expect((await t.call('GET', `/api/banner/${hidden.id}`)).statusCode).toBe(404);
    // ...but staff see and manage it.
    expect(ids(await t.call('GET', '/api/banner/all?size=100', { as: 'staff' }))).toContain(hidden.id);
    expect(ids(await t.call('GET', '/api/banner/all?active=false', { as: 'staff' }))).toEqual([hidden.id]);
    expect((await t.call('GET', `/api/banner/${hidden.id}`, { as: 'staff' })).statusCode).toBe(200);

    const typed = await t.call('GET', '/api/banner/all?type=video', { as: 'staff' });
    expect(ids(typed)).toEqual([video.id]);
  });

  it('answers 400 naming the field for bad input', async () => {
    const badType = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: { title: 'X', type: 'popup', mediaUrl: '/x.jpg' },
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.headers['content-type']).toContain('application/problem+json');
    expect(badType.data.errors).toContainEqual(expect.objectContaining({ field: 'type' }));

    const script = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: { title: 'X', type: 'image', mediaUrl: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    expect(script.data.errors).toContainEqual(expect.objectContaining({ field: 'mediaUrl' }));

    const badLink = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: { title: 'X', type: 'image', mediaUrl: '/x.jpg', linkUrl: 'data:text/html,hi' },
    });
    expect(badLink.data.errors).toContainEqual(expect.objectContaining({ field: 'linkUrl' }));

    const noTitle = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: { type: 'image', mediaUrl: '/x.jpg' },
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.data.errors).toContainEqual(expect.objectContaining({ field: 'title' }));

    const unknownKey = await t.call('POST', '/api/banner', {
      as: 'staff',
      body: { title: 'X', type: 'image', mediaUrl: '/x.jpg', colour: 'red' },
    });
    expect(unknownKey.statusCode).toBe(400);

    const banner = await createBanner({ title: 'Soap', type: 'image', mediaUrl: '/soap.jpg' });
    const badUpdate = await t.call('PUT', `/api/banner/${banner.id}`, {
      as: 'staff',
      body: { type: 'gif' },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.data.errors).toContainEqual(expect.objectContaining({ field: 'type' }));
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.call('GET', '/api/banner/424242')).statusCode).toBe(404);
    const put = await t.call('PUT', '/api/banner/424242', { as: 'staff', body: { title: 'Nope' } });
    expect(put.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 with a customer token', async () => {
    const body = { title: 'X', type: 'image', mediaUrl: '/x.jpg' };
    expect((await t.call('POST', '/api/banner', { body })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/banner', { as: 'customer', body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/banner/1', { as: 'customer', body: {} })).statusCode).toBe(403);
    expect((await t.call('DELETE', '/api/banner/1')).statusCode).toBe(401);
    expect((await t.call('DELETE', '/api/banner/1', { as: 'customer' })).statusCode).toBe(403);
  });
});
