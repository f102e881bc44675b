import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '2' } });
});
afterAll(async () => {
  await t.close();
});

describe('RATE_LIMIT_SCALE', () => {
  it('multiplies each route limit once, even where routes share one limits object', async () => {
    // The contact form allows 5 a minute per client; scaled by 2 the 11th is refused, not the 6th.
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact-as',
        remoteAddress: '192.0.2.7',
        payload: { name: 'Test', mobileNumber: '9876543210', message: 'Hello' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await send()).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);

    // Sign-up shares its limits object with three other routes: 10 × 2 = 20, not 10 × 2⁴.
    const signUps: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer',
        remoteAddress: '192.0.2.8',
        payload: {
          name: 'Scale Test',
          mobileNumber: `98${String(10_000_000 + i)}`,
          password: 'scale-test-ghee-9',
        },
      });
      signUps.push(res.statusCode);
    }
    expect(signUps.filter((s) => s === 429)).toHaveLength(1);
  });
});
