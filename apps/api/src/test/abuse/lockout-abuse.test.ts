import { randomBytes } from 'node:crypto';
import { OTP_LIMITS, type OtpPurpose } from '@farm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_LIMITS } from '../../modules/customer/index.js';
import {
  backdateCodes,
  freshIp,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  type TestCustomer,
} from '../../modules/otp/otp-test-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Issue 13.4, "anyone can lock a customer out of every way to sign in": 10 wrong passwords and
 * 5 code requests from one address refused the real customer, at another address, the password
 * sign-in (429, 767 s) and codes of both purposes (429, 3,445 s), again and again. Here that
 * attack is replayed; one address may only lock itself out, and the number's own ceiling (many
 * addresses guessing) never refuses the owner who proves the number with a right code.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const { failuresPerPair, failuresPerNumberPerDay, failureWindowSeconds } = LOGIN_LIMITS;
const { resendSeconds } = OTP_LIMITS;
const PASSWORD_LOCK = 'Too many wrong passwords. Try again later, or sign in with a code.';

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

describe.each(stores)(
  'one address cannot lock a customer out (password counts in $store)',
  ({ store, env }) => {
    let t: TestApp;
    const skip = store === 'Redis' && !redisUrl;
    beforeAll(async () => {
      if (skip) return;
      // Route limits ×10: these tests are about the failure and send counts, not the request rate.
      t = await createTestApp({ env: { ...env(), RATE_LIMIT_SCALE: '10' } });
    });
    afterAll(async () => {
      await t?.close();
    });

    const login = (c: Pick<TestCustomer, 'mobileNumber'>, password: string, ip: string) =>
      send(t, 'POST', '/api/customer/login', { body: { userName: c.mobileNumber, password }, ip });
    const askCode = (c: TestCustomer, purpose: OtpPurpose, ip: string) =>
      send(t, 'POST', otpUrl(c.mobileNumber, purpose), { ip });
    const signInWithCode = async (c: TestCustomer, ip: string) =>
      send(t, 'POST', '/api/otp/verify/customer', {
        body: { userName: c.mobileNumber, otp: await lastCode(t, c.mobileNumber) },
        ip,
      });

    it.skipIf(skip)(
      'attacker at A: 10 wrong passwords + 5 code requests → the owner at B: password 200, codes for both purposes 200, code sign-in 200; A still 429',
      async () => {
        const owner = await signUpCustomer(t);
        const [a, b] = [freshIp(), freshIp()];
        for (let i = 0; i < 10; i++) expect((await login(owner, `guess-${i}`, a)).statusCode).toBe(401);
        for (const purpose of ['login', 'reset_password', 'login', 'reset_password', 'login'] as const) {
          expect((await askCode(owner, purpose, a)).statusCode).toBe(200);
          await backdateCodes(t, owner.mobileNumber, resendSeconds + 1);
        }

        const password = await login(owner, owner.password, b);
        expect(password.statusCode, password.body).toBe(200);
        const loginCode = await askCode(owner, 'login', b);
        expect(loginCode.statusCode, loginCode.body).toBe(200);
        const signedIn = await signInWithCode(owner, b);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        // The owner's own resend pause (per number and address) is over half a minute later.
        await backdateCodes(t, owner.mobileNumber, resendSeconds + 1);
        const resetCode = await askCode(owner, 'reset_password', b);
        expect(resetCode.statusCode, resetCode.body).toBe(200);
        const reset = await send(t, 'POST', '/api/customer/reset-password', {
          body: {
            userName: owner.mobileNumber,
            otp: await lastCode(t, owner.mobileNumber),
            password: 'new-goat-pass-1',
          },
          ip: b,
        });
        expect(reset.statusCode, reset.body).toBe(200);

        // The attacker's own address stays refused: passwords (even the right one) and codes.
        const refused = await login(owner, 'guess-again', a);
        expect(refused.statusCode).toBe(429);
        expect(refused.data.detail).toBe(PASSWORD_LOCK);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(0);
        expect(retryAfter).toBeLessThanOrEqual(failureWindowSeconds);
        expect((await login(owner, 'new-goat-pass-1', a)).statusCode).toBe(429);
        const code = await askCode(owner, 'login', a);
        expect(code.statusCode).toBe(429);
        expect(Number(code.headers['retry-after'])).toBeGreaterThan(resendSeconds);
        console.log(
          `[lockout/${store}] after 10 wrong + 5 codes from A: owner at B 200 ×5; A refused, Retry-After ${retryAfter} s (password), ${code.headers['retry-after']} s (codes)`,
        );
      },
    );

    /** Wrong passwords from as many addresses as it takes, each up to its own lock: the number's ceiling. */
    async function guessUpToTheCeiling(owner: TestCustomer) {
      const guessers = Array.from({ length: failuresPerNumberPerDay / failuresPerPair }, () => freshIp());
      const statuses = await Promise.all(
        guessers.map(async (ip) => {
          const own: number[] = [];
          for (let i = 0; i < failuresPerPair; i++)
            own.push((await login(owner, `${ip}-${i}`, ip)).statusCode);
          return own;
        }),
      );
      expect(statuses.flat()).toEqual(Array(failuresPerNumberPerDay).fill(401));
      expect((await login(owner, owner.password, freshIp())).statusCode).toBe(429);
      return guessers;
    }

    it.skipIf(skip)(
      `${failuresPerNumberPerDay} wrong passwords from ${failuresPerNumberPerDay / failuresPerPair} addresses → the number's daily ceiling (429 everywhere); the owner's right code still signs in and clears it`,
      async () => {
        const owner = await signUpCustomer(t);
        const guessers = await guessUpToTheCeiling(owner);

        // The ceiling: every address is refused now, before any password is checked.
        const ceiling = await login(owner, owner.password, freshIp());
        expect(ceiling.statusCode).toBe(429);
        expect(ceiling.data.detail).toBe(PASSWORD_LOCK);
        const retryAfter = Number(ceiling.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(failureWindowSeconds);
        expect((await login(owner, 'one-more-guess', freshIp())).statusCode).toBe(429);

        // The owner proves the number with a code: signed in, and the number's password counts are gone.
        const home = freshIp();
        expect((await askCode(owner, 'login', home)).statusCode).toBe(200);
        const signedIn = await signInWithCode(owner, home);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        expect((await login(owner, owner.password, home)).statusCode).toBe(200);
        expect((await login(owner, owner.password, freshIp())).statusCode).toBe(200);
        // A guessing address stays locked out of that number.
        expect((await login(owner, owner.password, guessers[0] ?? '')).statusCode).toBe(429);
        console.log(
          `[lockout/${store}] ${failuresPerNumberPerDay} guesses from ${guessers.length} addresses → number refused everywhere, Retry-After ${retryAfter} s; a right code signs in and reopens the password`,
        );
      },
    );

    it.skipIf(skip)(
      'after the ceiling, a password reset with a code lets the new password in at once',
      async () => {
        const owner = await signUpCustomer(t);
        const guessers = await guessUpToTheCeiling(owner);
        const home = freshIp();
        expect((await askCode(owner, 'reset_password', home)).statusCode).toBe(200);
        const reset = await send(t, 'POST', '/api/customer/reset-password', {
          body: {
            userName: owner.mobileNumber,
            otp: await lastCode(t, owner.mobileNumber),
            password: 'new-goat-pass-2',
          },
          ip: home,
        });
        expect(reset.statusCode, reset.body).toBe(200);
        expect((await login(owner, 'new-goat-pass-2', home)).statusCode).toBe(200);
        expect((await login(owner, 'new-goat-pass-2', guessers[0] ?? '')).statusCode).toBe(429);
      },
    );
  },
);

describe('codes asked from another address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['login', 'reset_password'] as const)("do not cancel the owner's live %s code", async (purpose) => {
    const owner = await signUpCustomer(t);
    const [home, attacker] = [freshIp(), freshIp()];
    expect((await send(t, 'POST', otpUrl(owner.mobileNumber, purpose), { ip: home })).statusCode).toBe(200);
    const code = await lastCode(t, owner.mobileNumber);
    // Past the resend pause (which is per address now, and was per number before).
    await backdateCodes(t, owner.mobileNumber, resendSeconds + 1);
    expect((await send(t, 'POST', otpUrl(owner.mobileNumber, purpose), { ip: attacker })).statusCode).toBe(
      200,
    );
    const use =
      purpose === 'login'
        ? await send(t, 'POST', '/api/otp/verify/customer', {
            body: { userName: owner.mobileNumber, otp: code },
            ip: home,
          })
        : await send(t, 'POST', '/api/customer/reset-password', {
            body: { userName: owner.mobileNumber, otp: code, password: 'new-goat-pass-1' },
            ip: home,
          });
    expect(use.statusCode, use.body).toBe(200);
  });
});
