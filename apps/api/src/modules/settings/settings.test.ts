import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fieldsOf = (data: { errors?: { field: string }[] }) => (data.errors ?? []).map((e) => e.field);

describe('shop settings', () => {
  it('answers defaults before anything is saved', async () => {
    const res = await t.call('GET', '/api/settings');
    expect(res.statusCode).toBe(200);
    expect(res.data.response).toMatchObject({
      farmName: 'Farm Shop',
      about: '',
      socialLinks: {},
      deliveryFee: 0,
      freeDeliveryThreshold: null,
      updatedAt: null,
    });
  });

  it('lets an admin save a subset, creating the row, and keeps the rest on the next save', async () => {
    const first = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: {
        farmName: 'Kongu Goat Farm',
        addressLine1: '12 Farm Road',
        city: 'Erode',
        state: 'Tamil Nadu',
        pincode: '638001',
        phone: '098765 43210',
        careEmail: 'Care@Kongu.Farm',
        socialLinks: { Instagram: 'https://instagram.com/kongu' },
        deliveryFee: 4000,
        freeDeliveryThreshold: 50000,
      },
    });
    expect(first.statusCode).toBe(200);
    expect(first.data.message).toBe('Settings updated successfully');
    expect(first.data.response).toMatchObject({
      farmName: 'Kongu Goat Farm',
      phone: '+919876543210',
      careEmail: 'care@kongu.farm',
      socialLinks: { instagram: 'https://instagram.com/kongu' },
      deliveryFee: 4000,
      tagline: '',
    });
    expect(first.data.response.updatedAt).toEqual(expect.any(String));

    const second = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { tagline: 'Milk from happy goats', freeDeliveryThreshold: null },
    });
    expect(second.statusCode).toBe(200);

    const read = await t.call('GET', '/api/settings');
    expect(read.data.response).toMatchObject({
      farmName: 'Kongu Goat Farm',
      tagline: 'Milk from happy goats',
      city: 'Erode',
      deliveryFee: 4000,
      freeDeliveryThreshold: null,
    });
  });

  it('is for admins only', async () => {
    const body = { farmName: 'Taken Over' };
    expect((await t.call('PUT', '/api/settings', { body })).statusCode).toBe(401);
    expect((await t.call('PUT', '/api/settings', { as: 'customer', body })).statusCode).toBe(403);
    expect((await t.call('PUT', '/api/settings', { as: 'staff', body })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/settings')).data.response.farmName).not.toBe('Taken Over');
  });

  it.each([
    ['careEmail', { careEmail: 'not-an-email' }],
    ['pincode', { pincode: '012345' }],
    ['pincode', { pincode: '6380011' }],
    ['phone', { phone: '12345' }],
    ['deliveryFee', { deliveryFee: -1 }],
    ['deliveryFee', { deliveryFee: 10.5 }],
    ['farmName', { farmName: '' }],
  ])('answers 400 naming %s', async (field, body) => {
    const res = await t.call('PUT', '/api/settings', { as: 'admin', body });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.data)).toContain(field);
  });

  it('accepts social links only as https URLs keyed by a network name', async () => {
    for (const socialLinks of [
      { facebook: 'http://facebook.com/farm' },
      { facebook: 'javascript:alert(1)' },
      { 'bad key!': 'https://example.com' },
    ]) {
      const res = await t.call('PUT', '/api/settings', { as: 'admin', body: { socialLinks } });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.data).some((f) => f.startsWith('socialLinks'))).toBe(true);
    }
  });

  it('refuses unknown fields', async () => {
    const res = await t.call('PUT', '/api/settings', { as: 'admin', body: { id: 2 } });
    expect(res.statusCode).toBe(400);
  });

  it("keeps the shop's texts in Tamil: read by everyone, cleared field by field, refused too long", async () => {
    const tamil = {
      about: 'பொள்ளாச்சி பக்கத்துல எங்க சின்ன பண்ணை.',
      privacyPolicy: 'உங்க போன் நம்பரையும் முகவரியையும் டெலிவரிக்கு மட்டும்தான் வெச்சிருக்கோம்.',
    };
    const saved = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { about: 'Our small farm near Pollachi.', translations: { ta: tamil } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.response.translations).toEqual({ ta: tamil });
    expect((await t.call('GET', '/api/settings')).data.response.translations).toEqual({ ta: tamil });

    const cleared = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { translations: { ta: { about: '' } } },
    });
    expect(cleared.data.response.translations).toEqual({ ta: { privacyPolicy: tamil.privacyPolicy } });
    expect(cleared.data.response.about).toBe('Our small farm near Pollachi.');

    const tooLong = await t.call('PUT', '/api/settings', {
      as: 'admin',
      body: { translations: { ta: { refundPolicy: 'பா'.repeat(25_001) } } },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong.data)).toEqual(['translations.ta.refundPolicy']);
  });
});
