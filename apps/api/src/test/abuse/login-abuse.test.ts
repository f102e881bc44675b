import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../modules/customer/index.js';
import { freshIp, freshNumber, send, signUpCustomer } from '../../modules/otp/otp-test-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { LONG_RUN, secondApiOn } from './abuse-fixtures.js';

/**
 * Password guessing against the customer sign-in: per account and address (one address cannot
 * lock the owner out elsewhere, issue 13.4), per account from all addresses (the daily ceiling),
 * and per address (spraying one password over many accounts), in process memory and in Redis.
 * The Redis runs need TEST_REDIS_URL (CI sets it). `lockout-abuse.test.ts` replays 13.4 itself.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const {
  failuresPerPair,
  failuresPerAddress,
  failureWindowSeconds,
  failuresPerNumberPerDay,
  ceilingWindowSeconds,
} = LOGIN_LIMITS;
const PARALLEL_GUESSES = LONG_RUN ? 400 : 60;
const SPREAD_GUESSES = failuresPerNumberPerDay + (LONG_RUN ? 300 : 50);

const stores = [
  { store: 'memory', env: () => ({}) },
  {
    store: 'Redis',
    env: () => ({
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `farm-test-${randomBytes(4).toString('hex')}:`,
    }),
  },
] as const;

const login = (t: TestApp, body: Record<string, unknown>, ip = freshIp()) =>
  send(t, 'POST', '/api/customer/login', { body, ip });

describe.each(stores)('sign-in failures counted in $store', ({ store, env }) => {
  let t: TestApp;
  const skip = store === 'Redis' && !redisUrl;
  beforeAll(async () => {
    if (skip) return;
    // Route limits ×10: these tests are about the failure counts, not the request rate.
    t = await createTestApp({ env: { ...env(), RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.skipIf(skip)(
    `${failuresPerPair} wrong passwords from one address → the right one from there is 429 + Retry-After; from another address 200`,
    async () => {
      const victim = await signUpCustomer(t);
      const ip = freshIp();
      for (let i = 0; i < failuresPerPair; i++) {
        expect(
          (await login(t, { userName: victim.mobileNumber, password: `guess-${i}` }, ip)).statusCode,
        ).toBe(401);
      }
      const locked = await login(t, { userName: victim.mobileNumber, password: victim.password }, ip);
      expect(locked.statusCode).toBe(429);
      expect(locked.headers['content-type']).toContain('application/problem+json');
      expect(locked.data.detail).toBe('Too many wrong passwords. Try again later, or sign in with a code.');
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(failureWindowSeconds - 60);
      expect(retryAfter).toBeLessThanOrEqual(failureWindowSeconds);
      expect((await login(t, { userName: victim.mobileNumber, password: victim.password })).statusCode).toBe(
        200,
      );
      console.log(
        `[login/${store}] number locked for one address after ${failuresPerPair} failures, Retry-After ${retryAfter} s; 200 elsewhere`,
      );
    },
  );

  it.skipIf(skip)(
    `${failuresPerAddress} wrong passwords over ${failuresPerAddress} numbers from one address → the next number is 429`,
    async () => {
      const ip = freshIp();
      const other = await signUpCustomer(t);
      const sprays = await Promise.all(
        Array.from({ length: failuresPerAddress }, () =>
          login(t, { userName: freshNumber(), password: 'password123' }, ip),
        ),
      );
      expect(sprays.map((r) => r.statusCode)).toEqual(Array(failuresPerAddress).fill(401));
      const sprayed = await login(t, { userName: other.mobileNumber, password: other.password }, ip);
      expect(sprayed.statusCode).toBe(429);
      expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(60);
      // The account itself is fine from anywhere else.
      expect((await login(t, { userName: other.mobileNumber, password: other.password })).statusCode).toBe(
        200,
      );
    },
  );

  // The address key and the clearing rule do not depend on the store: checked once, in memory.
  it.skipIf(store === 'Redis')(
    'counts IPv6 clients per /64: rotating addresses inside one network gains nothing',
    async () => {
      const network = `2001:db8:${randomBytes(2).toString('hex')}:7`;
      const sprays = await Promise.all(
        Array.from({ length: failuresPerAddress }, (_, i) =>
          login(t, { userName: freshNumber(), password: 'password123' }, `${network}:${i.toString(16)}::1`),
        ),
      );
      expect(sprays.map((r) => r.statusCode)).toEqual(Array(failuresPerAddress).fill(401));
      const next = await login(t, { userName: freshNumber(), password: 'x-password' }, `${network}::beef`);
      expect(next.statusCode).toBe(429);
    },
  );

  it.skipIf(skip)(
    `${PARALLEL_GUESSES} parallel wrong passwords from one address → at most ${failuresPerPair} are checked, the rest 429`,
    async () => {
      const victim = await signUpCustomer(t);
      const ip = freshIp();
      const results = await Promise.all(
        Array.from({ length: PARALLEL_GUESSES }, (_, i) =>
          login(t, { userName: victim.mobileNumber, password: `parallel-${i}` }, ip),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      const checked = statuses.filter((s) => s === 401).length;
      console.log(
        `[login/${store}] ${PARALLEL_GUESSES} parallel guesses from one address: ${checked} checked, ${statuses.filter((s) => s === 429).length} refused`,
      );
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(checked).toBeLessThanOrEqual(failuresPerPair);
      expect(
        (await login(t, { userName: victim.mobileNumber, password: victim.password }, ip)).statusCode,
      ).toBe(429);
    },
  );

  it.skipIf(skip)(
    `${SPREAD_GUESSES} parallel wrong passwords from ${SPREAD_GUESSES} addresses → at most ${failuresPerNumberPerDay} are checked (the daily ceiling), the rest 429`,
    async () => {
      const victim = await signUpCustomer(t);
      const results = await Promise.all(
        Array.from({ length: SPREAD_GUESSES }, (_, i) =>
          login(t, { userName: victim.mobileNumber, password: `spread-${i}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode);
      const checked = statuses.filter((s) => s === 401).length;
      console.log(
        `[login/${store}] ${SPREAD_GUESSES} parallel guesses from as many addresses: ${checked} checked, ${statuses.filter((s) => s === 429).length} refused`,
      );
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(checked).toBeLessThanOrEqual(failuresPerNumberPerDay);
      const ceiling = await login(t, { userName: victim.mobileNumber, password: victim.password });
      expect(ceiling.statusCode).toBe(429);
      expect(Number(ceiling.headers['retry-after'])).toBeGreaterThan(failureWindowSeconds);
      expect(Number(ceiling.headers['retry-after'])).toBeLessThanOrEqual(ceilingWindowSeconds);
    },
  );

  it.skipIf(store === 'Redis')(
    'a right password clears the count of its number at its address, not of its address',
    async () => {
      const c = await signUpCustomer(t);
      const ip = freshIp();
      for (let i = 0; i < failuresPerPair - 1; i++) {
        await login(t, { userName: c.mobileNumber, password: `guess-${i}` }, ip);
      }
      expect((await login(t, { userName: c.mobileNumber, password: c.password }, ip)).statusCode).toBe(200);
      for (let i = 0; i < failuresPerPair - 1; i++) {
        expect((await login(t, { userName: c.mobileNumber, password: `again-${i}` }, ip)).statusCode).toBe(
          401,
        );
      }
      // The address still counts its ${2 * (failuresPerPair - 1)} failures: what is left of its ${failuresPerAddress}, then 429.
      const left = failuresPerAddress - 2 * (failuresPerPair - 1);
      for (let i = 0; i < left; i++) {
        expect((await login(t, { userName: freshNumber(), password: 'password123' }, ip)).statusCode).toBe(
          401,
        );
      }
      expect((await login(t, { userName: freshNumber(), password: 'password123' }, ip)).statusCode).toBe(429);
    },
  );
});

describe.skipIf(!redisUrl)('sign-in failures with Redis, shared by several API processes', () => {
  const prefix = `farm-test-${randomBytes(4).toString('hex')}:`;
  let a: TestApp;
  let b: Awaited<ReturnType<typeof secondApiOn>>;
  let redis: Redis;
  beforeAll(async () => {
    a = await createTestApp({ env: { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix } });
    b = await secondApiOn(a, { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: prefix });
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });

  it(`${failuresPerPair / 2} failures on API 1 + ${failuresPerPair / 2} on API 2 from one address → both refuse the pair (429)`, async () => {
    const victim = await signUpCustomer(a);
    const ip = freshIp();
    for (let i = 0; i < failuresPerPair; i++) {
      const api = i % 2 ? b : a;
      const res = await login(api, { userName: victim.mobileNumber, password: `guess-${i}` }, ip);
      expect(res.statusCode).toBe(401);
    }
    for (const api of [a, b]) {
      const res = await login(api, { userName: victim.mobileNumber, password: victim.password }, ip);
      expect(res.statusCode).toBe(429);
    }
    // The counts expire with their window: Redis keeps nothing for longer.
    for (const [kind, window] of [
      ['pair', failureWindowSeconds],
      ['number-day', ceilingWindowSeconds],
    ] as const) {
      const keys = await redis.keys(`${prefix}login-attempts:${kind}:*`);
      expect(keys.length, kind).toBeGreaterThan(0);
      for (const key of keys) {
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(window * 1000);
      }
    }
  });

  it('shares the per-address request limit too (@fastify/rate-limit on Redis)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perIpPerMinute + 1; i++) {
      statuses.push((await login(i % 2 ? b : a, { userName: '1' }, ip)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_LIMITS.perIpPerMinute).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('sign-in failures when Redis is unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: the API starts anyway and counts in its own memory.
    t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`still refuses a number at an address after ${failuresPerPair} failures there (in-process fallback)`, async () => {
    const victim = await signUpCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < failuresPerPair; i++) {
      expect((await login(t, { userName: victim.mobileNumber, password: `guess-${i}` }, ip)).statusCode).toBe(
        401,
      );
    }
    expect(
      (await login(t, { userName: victim.mobileNumber, password: victim.password }, ip)).statusCode,
    ).toBe(429);
  });
});
