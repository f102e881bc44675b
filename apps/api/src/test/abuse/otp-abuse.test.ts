import { OTP_LIMITS } from '@farm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../modules/auth/auth.table.js';
import { otpCodes } from '../../modules/otp/otp.table.js';
import {
  backdateCodes,
  freshIp,
  freshNumber,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  smsCountTo,
  wrongCode,
} from '../../modules/otp/otp-test-fixtures.js';
import { smsMessages } from '../../modules/sms-log/sms-log.table.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { LONG_RUN, visibleParts } from './abuse-fixtures.js';

/** One-time codes under attack: guessing, racing, flooding a number or the shop's SMS budget. */
let t: TestApp;
beforeAll(async () => {
  // Route limits ×10 (as the browser-test shop does): these tests are about the limits kept in the database.
  t = await createTestApp({ env: { RATE_LIMIT_SCALE: '10' } });
});
afterAll(async () => {
  await t.close();
});

const verify = (body: Record<string, unknown>, ip = freshIp()) =>
  send(t, 'POST', '/api/otp/verify/customer', { body, ip });

async function customerSessions(customerId: number) {
  const rows = await t.db
    .select({ kind: refreshTokens.subjectKind })
    .from(refreshTokens)
    .where(eq(refreshTokens.subjectId, customerId));
  return rows.filter((r) => r.kind === 'customer').length;
}

async function codesFrom(clientIp: string) {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(otpCodes)
    .where(eq(otpCodes.clientIp, clientIp));
  return Number(row?.n ?? 0);
}

const {
  maxAttempts,
  resendSeconds,
  sendsPerNumberFromIpPerHour,
  sendsPerNumberPerHour,
  sendsPerNumberPerDay,
  sendsPerIpPerHour,
} = OTP_LIMITS;

describe('guessing a code', () => {
  it(`20 codes from 20 addresses, the right one 6th and 20th → dead from the ${maxAttempts + 1}th: 0 sign-ins`, async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    const sessionsBefore = await customerSessions(c.id);
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const otp = i === maxAttempts + 1 || i === 20 ? code : wrongCode(String((Number(code) + i) % 1e6));
      statuses.push((await verify({ userName: c.mobileNumber, otp })).statusCode);
    }
    expect(statuses).toEqual(Array(20).fill(401));
    const [row] = await t.db
      .select({ attempts: otpCodes.attempts, consumedAt: otpCodes.consumedAt })
      .from(otpCodes)
      .where(eq(otpCodes.mobileNumber, c.mobileNumber));
    expect(row).toEqual({ attempts: maxAttempts, consumedAt: null });
    expect(await customerSessions(c.id)).toBe(sessionsBefore);
  });

  const wrong = LONG_RUN ? 500 : 50;
  const right = LONG_RUN ? 200 : 20;
  it(`${wrong} wrong + ${right} right codes in parallel from ${wrong + right} addresses → at most 1 session`, async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    const before = await customerSessions(c.id);
    const attempts = [
      ...Array.from({ length: wrong }, (_, i) => String((Number(code) + 1 + i) % 1e6).padStart(6, '0')),
      ...Array.from({ length: right }, () => code),
    ].sort(() => Math.random() - 0.5);
    const results = await Promise.all(attempts.map((otp) => verify({ userName: c.mobileNumber, otp })));
    const statuses = results.map((r) => r.statusCode);
    const signedIn = statuses.filter((s) => s === 200).length;
    console.log(
      `[otp] ${wrong}+${right} parallel checks: ${signedIn} sign-in(s), ${(await customerSessions(c.id)) - before} new session(s)`,
    );
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(signedIn).toBeLessThanOrEqual(1);
    expect((await customerSessions(c.id)) - before).toBe(signedIn);
  });
});

describe('guessing with many live codes', () => {
  it(`${sendsPerNumberPerHour} live codes from ${sendsPerNumberPerHour} addresses, ${maxAttempts} wrong guesses → every one burnt: the right code 401`, async () => {
    const c = await signUpCustomer(t);
    for (let i = 0; i < sendsPerNumberPerHour; i++) {
      expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
    }
    const newest = await lastCode(t, c.mobileNumber);
    for (let i = 1; i <= maxAttempts; i++) {
      // Not any of the live codes: guessed from the newest, which a wrong guess must not be.
      const guess = String((Number(newest) + 500_000 + i) % 1e6).padStart(6, '0');
      expect((await verify({ userName: c.mobileNumber, otp: guess })).statusCode).toBe(401);
    }
    const rows = await t.db
      .select({ attempts: otpCodes.attempts })
      .from(otpCodes)
      .where(eq(otpCodes.mobileNumber, c.mobileNumber));
    expect(rows.map((r) => r.attempts)).toEqual(Array(sendsPerNumberPerHour).fill(maxAttempts));
    expect((await verify({ userName: c.mobileNumber, otp: newest })).statusCode).toBe(401);
  });
});

describe('flooding a number or the SMS budget', () => {
  it(`a second code from one address within ${resendSeconds} s → 429 with Retry-After ≤ ${resendSeconds}; 10 parallel asks from one address → 1 SMS`, async () => {
    const c = await signUpCustomer(t);
    const ip = freshIp();
    expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
    const again = await send(t, 'POST', otpUrl(c.mobileNumber), { ip });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(resendSeconds);

    const other = await signUpCustomer(t);
    const burstIp = freshIp();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => send(t, 'POST', otpUrl(other.mobileNumber), { ip: burstIp })),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(9);
    expect(await smsCountTo(t, other.mobileNumber)).toBe(1);
  });

  it(`${sendsPerNumberFromIpPerHour} codes an hour per number from one address: the ${sendsPerNumberFromIpPerHour + 1}th is 429 there, 200 elsewhere`, async () => {
    const c = await signUpCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < sendsPerNumberFromIpPerHour; i++) {
      expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
      await backdateCodes(t, c.mobileNumber, resendSeconds + 1);
    }
    const over = await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'), { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(sendsPerNumberFromIpPerHour);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'))).statusCode).toBe(200);
  });

  const spread = sendsPerNumberPerHour + (LONG_RUN ? 100 : 15);
  it(`${spread} parallel asks for one number from ${spread} addresses → ${sendsPerNumberPerHour} SMS (the hourly ceiling), the rest 429; ${sendsPerNumberPerDay} a day`, async () => {
    const c = await signUpCustomer(t);
    const results = await Promise.all(
      Array.from({ length: spread }, () => send(t, 'POST', otpUrl(c.mobileNumber))),
    );
    const sent = results.filter((r) => r.statusCode === 200).length;
    console.log(`[otp] ${spread} parallel asks for one number from as many addresses: ${sent} accepted`);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(sent).toBe(sendsPerNumberPerHour);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(sendsPerNumberPerHour);
    // Hour after hour from fresh addresses, up to the day's ceiling.
    let texts = sendsPerNumberPerHour;
    while (texts < sendsPerNumberPerDay) {
      await backdateCodes(t, c.mobileNumber, 60 * 60);
      const batch = Math.min(sendsPerNumberPerHour, sendsPerNumberPerDay - texts);
      for (let i = 0; i < batch; i++) {
        expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
      }
      texts += batch;
    }
    await backdateCodes(t, c.mobileNumber, 60 * 60);
    const over = await send(t, 'POST', otpUrl(c.mobileNumber));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3600);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(sendsPerNumberPerDay);
  });

  const burst = LONG_RUN ? 200 : 40;
  it(`${burst} parallel asks from one address to ${burst} numbers → at most ${sendsPerIpPerHour} codes, the rest 429`, async () => {
    const ip = freshIp();
    const numbers = await Promise.all(
      Array.from({ length: burst }, async () => (await signUpCustomer(t)).mobileNumber),
    );
    const results = await Promise.all(numbers.map((n) => send(t, 'POST', otpUrl(n), { ip })));
    const sent = results.filter((r) => r.statusCode === 200).length;
    const texts = (await Promise.all(numbers.map((n) => smsCountTo(t, n)))).reduce((a, b) => a + b, 0);
    console.log(`[otp] ${burst} parallel sends from one address: ${sent} accepted, ${texts} SMS`);
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    expect(sent).toBe(sendsPerIpPerHour);
    expect(await codesFrom(ip)).toBe(sendsPerIpPerHour);
    expect(texts).toBe(sendsPerIpPerHour);
  });

  it(`IPv6: ${sendsPerIpPerHour} asks from ${sendsPerIpPerHour} addresses of one /64 → the next is 429`, async () => {
    const net = `2001:db8:${(Date.now() % 0xffff).toString(16)}:42`;
    for (let i = 0; i < sendsPerIpPerHour; i++) {
      const res = await send(t, 'POST', otpUrl(freshNumber()), { ip: `${net}:${(i + 1).toString(16)}::9` });
      expect(res.statusCode).toBe(200);
    }
    expect((await send(t, 'POST', otpUrl(freshNumber()), { ip: `${net}::7` })).statusCode).toBe(429);
  });
});

describe('registered and unregistered numbers answer alike', () => {
  it('send, resend, hourly limit, wrong code and password sign-in: same status, type, Retry-After and body', async () => {
    const known = await signUpCustomer(t);
    const unknown = freshNumber();
    // Each number is asked from an address of its own, so that the limits per number and address apply.
    const ips = new Map([
      [known.mobileNumber, freshIp()],
      [unknown, freshIp()],
    ]);
    const from = (n: string) => ({ ip: ips.get(n) ?? '' });
    const both = async (ask: (n: string) => ReturnType<typeof send>) =>
      [visibleParts(await ask(known.mobileNumber)), visibleParts(await ask(unknown))] as const;

    const compare = async (label: string, ask: (n: string) => ReturnType<typeof send>) => {
      const [a, b] = await both(ask);
      // Retry-After counts down by the second: equal give or take the second between the two calls.
      expect(Math.abs(Number(a.retryAfter ?? 0) - Number(b.retryAfter ?? 0)), label).toBeLessThanOrEqual(1);
      expect({ ...b, retryAfter: undefined }, label).toEqual({ ...a, retryAfter: undefined });
      return a.status;
    };
    expect(await compare('first send', (n) => send(t, 'POST', otpUrl(n), from(n)))).toBe(200);
    expect(await compare('resend', (n) => send(t, 'POST', otpUrl(n), from(n)))).toBe(429);
    for (const n of [known.mobileNumber, unknown]) {
      for (let i = 1; i < sendsPerNumberFromIpPerHour; i++) {
        await backdateCodes(t, n, resendSeconds + 1);
        await send(t, 'POST', otpUrl(n, 'reset_password'), from(n));
      }
      await backdateCodes(t, n, resendSeconds + 1);
    }
    expect(await compare('hourly limit', (n) => send(t, 'POST', otpUrl(n), from(n)))).toBe(429);
    for (const n of [known.mobileNumber, unknown]) {
      for (let i = sendsPerNumberFromIpPerHour; i < sendsPerNumberPerHour; i++) {
        await send(t, 'POST', otpUrl(n));
      }
    }
    expect(await compare("the number's ceiling", (n) => send(t, 'POST', otpUrl(n)))).toBe(429);
    expect(await compare('wrong code', (n) => verify({ userName: n, otp: '000000' }))).toBe(401);
    expect(
      await compare('password', (n) =>
        send(t, 'POST', '/api/customer/login', { body: { userName: n, password: 'not-the-password' } }),
      ),
    ).toBe(401);
    // Only the registered number was ever texted.
    const texts = await t.db
      .select({ to: smsMessages.toNumber })
      .from(smsMessages)
      .where(and(eq(smsMessages.toNumber, unknown)));
    expect(texts).toHaveLength(0);
  });
});
