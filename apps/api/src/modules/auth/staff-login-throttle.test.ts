import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondApiOn } from '../../test/abuse/abuse-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  codeOf,
  freshAddress,
  newStaffUser,
  staffLogin,
  userWithSecondFactor,
} from '../user/second-factor-test-fixtures.js';

/**
 * Security issue 13.3: 50 wrong passwords for the owner from 6 addresses, then the right one
 * worked. The staff sign-in now counts wrong passwords per account across all addresses (10 in
 * 15 minutes) and per account and address (5). Redis-shared counting is the same library and
 * layout as the customers' (login-abuse.test.ts); these runs count in memory.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** 50 wrong passwords spread over 6 addresses (at most 9 each: under the route's 10 a minute). */
async function attack(email: string) {
  const addresses = Array.from({ length: 6 }, () => freshAddress());
  const statuses: number[] = [];
  for (let i = 0; i < 50; i++) {
    const res = await staffLogin(t, { email, password: `guess-${i}-of-50` }, addresses[i % 6]);
    statuses.push(res.statusCode);
  }
  return statuses;
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('staff sign-in: guessing one account from many addresses', () => {
  it('50 wrong passwords from 6 addresses: 10 checked, then the right password too is refused (429)', async () => {
    const owner = await newStaffUser(t, 'admin');
    const statuses = await attack(owner.email);
    console.log('13.3 attack on an account without a second factor:', tally(statuses));
    expect(tally(statuses)).toEqual({ 401: 10, 429: 40 });

    const right = await staffLogin(t, { email: owner.email, password: owner.password });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(right.headers['content-type']).toContain('application/problem+json');
    expect(right.cookies).toEqual([]);
    // A code does not open an account that has no second factor.
    const withCode = await staffLogin(t, {
      email: owner.email,
      password: owner.password,
      totpCode: '123456',
    });
    expect(withCode.statusCode).toBe(429);
  });

  it('with a second factor, the right password and a code still sign the owner in after the attack', async () => {
    const owner = await userWithSecondFactor(t, 'admin');
    const statuses = await attack(owner.email);
    expect(tally(statuses)).toEqual({ 401: 10, 429: 40 });

    // The password alone, and the password with a wrong code, get the same 429 as every guess.
    const alone = await staffLogin(t, { email: owner.email, password: owner.password });
    expect(alone.statusCode).toBe(429);
    const wrong = await staffLogin(t, { email: owner.email, password: owner.password, totpCode: '000000' });
    expect(wrong.statusCode).toBe(429);
    const guessWithCode = await staffLogin(t, {
      email: owner.email,
      password: 'another-guess',
      totpCode: await codeOf(owner.setupKey, 1),
    });
    expect(guessWithCode.statusCode).toBe(429);
    expect(guessWithCode.body).toBe(alone.body);

    const signedIn = await staffLogin(t, {
      email: owner.email,
      password: owner.password,
      totpCode: await codeOf(owner.setupKey, 1),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.data.response.user).toMatchObject({ id: owner.id, secondFactor: true });
    // And with a recovery code, once.
    const recovery = { email: owner.email, password: owner.password, recoveryCode: owner.recoveryCodes[0] };
    expect((await staffLogin(t, recovery)).statusCode).toBe(200);
    expect((await staffLogin(t, recovery)).statusCode).toBe(429);
  });

  it('refuses a pair after 5 wrong passwords, but not the owner from another address below the account bound', async () => {
    const user = await newStaffUser(t);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await staffLogin(t, { email: user.email, password: `wrong-${i}` }, address)).statusCode).toBe(
        401,
      );
    }
    const pairRefused = await staffLogin(t, { email: user.email, password: user.password }, address);
    expect(pairRefused.statusCode).toBe(429);
    expect(Number(pairRefused.headers['retry-after'])).toBeGreaterThan(800);
    // The same address may still try another account (it is the pair that is refused)…
    expect(
      (await staffLogin(t, { email: 'someone-else@farm.test', password: 'x' }, address)).statusCode,
    ).toBe(401);
    // …and the owner elsewhere signs in: 5 failures are below the account's 10.
    expect((await staffLogin(t, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('forgets the owner’s own typos once they sign in', async () => {
    const user = await newStaffUser(t);
    for (let i = 0; i < 4; i++) {
      expect((await staffLogin(t, { email: user.email, password: `typo-${i}` })).statusCode).toBe(401);
    }
    expect((await staffLogin(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await staffLogin(t, { email: user.email, password: `later-${i}` })).statusCode).toBe(401);
    }
    expect((await staffLogin(t, { email: user.email, password: user.password })).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, before and past the bound', async () => {
    const known = await newStaffUser(t);
    const unknown = `nobody-${Date.now()}@farm.test`;
    const answers = async (email: string) => {
      const out: { status: number; body: string; retry: unknown }[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await staffLogin(t, { email, password: `guess-${i}` });
        out.push({ status: res.statusCode, body: res.body, retry: res.headers['retry-after'] !== undefined });
      }
      return out;
    };
    const a = await answers(known.email);
    const b = await answers(unknown);
    expect(a.map((x) => x.status)).toEqual([...Array(10).fill(401), 429]);
    expect(b).toEqual(a);
  });

  it('counts parallel guesses before checking them: 30 at once → at most 10 checked', async () => {
    const user = await newStaffUser(t);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => staffLogin(t, { email: user.email, password: `parallel-${i}` })),
    );
    const statuses = tally(results.map((r) => r.statusCode));
    expect(statuses[401]).toBeLessThanOrEqual(10);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(30);
  });
});

/** The Redis run needs TEST_REDIS_URL (CI sets it). */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two API processes sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `farm-test-${randomBytes(4).toString('hex')}:`,
    };
    a = await createTestApp({ env });
    b = await secondApiOn(a, env);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts one account together: 5 wrong passwords on each → the right one refused on both', async () => {
    const user = await newStaffUser(a);
    for (const api of [a, b]) {
      for (let i = 0; i < 5; i++) {
        expect((await staffLogin(api, { email: user.email, password: `wrong-${i}` })).statusCode).toBe(401);
      }
    }
    expect((await staffLogin(a, { email: user.email, password: user.password })).statusCode).toBe(429);
    expect((await staffLogin(b, { email: user.email, password: user.password })).statusCode).toBe(429);
  });

  it('refuses a code used through one API on the other', async () => {
    const user = await userWithSecondFactor(a);
    const withCode = { email: user.email, password: user.password, totpCode: await codeOf(user.setupKey, 1) };
    expect((await staffLogin(a, withCode)).statusCode).toBe(200);
    const replayed = await staffLogin(b, withCode);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.data.code).toBe('INVALID_SECOND_FACTOR');
  });
});
