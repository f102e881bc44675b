import { OTP_LIMITS } from '@farm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refreshTokens } from '../auth/auth.table.js';
import { OTP_VERIFY_RATE_LIMIT } from '../customer/index.js';
import {
  backdateCodes,
  expireCodes,
  freshIp,
  freshNumber,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  smsCountTo,
  wrongCode,
} from './otp-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const verify = (body: Record<string, unknown>, ip?: string) =>
  send(t, 'POST', '/api/otp/verify/customer', { body, ...(ip ? { ip } : {}) });

describe('sending a code', () => {
  it('sends a 6-digit code by SMS to a registered number', async () => {
    const c = await signUpCustomer(t);
    const res = await send(t, 'POST', otpUrl(c.mobileNumber));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toEqual({ response: null, message: 'OTP sent' });
    const code = await lastCode(t, c.mobileNumber);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await send(t, 'GET', `/api/sms/outbox?to=${encodeURIComponent(c.mobileNumber)}`, {
      token: t.auth.admin,
    });
    expect(outbox.data.response[0].body).toBe(
      `${code} is your Farm Shop code. It expires in 5 minutes. Do not share it.`,
    );
    expect(outbox.data.response[0].status).toBe('stored');
  });

  it("names the shop as its settings name it, not 'Farm Shop' (issue 14.8)", async () => {
    const saved = await send(t, 'PUT', '/api/settings', {
      token: t.auth.admin,
      body: { farmName: 'Anamalai Goat Farm' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const c = await signUpCustomer(t);
      expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
      const code = await lastCode(t, c.mobileNumber);
      const outbox = await send(t, 'GET', `/api/sms/outbox?to=${encodeURIComponent(c.mobileNumber)}`, {
        token: t.auth.admin,
      });
      expect(outbox.data.response[0].body).toBe(
        `${code} is your Anamalai Goat Farm code. It expires in 5 minutes. Do not share it.`,
      );
    } finally {
      await send(t, 'PUT', '/api/settings', { token: t.auth.admin, body: { farmName: 'Farm Shop' } });
    }
  });

  it('still sends the code when the shop name is longer than DLT allows, the name cut at a word', async () => {
    const saved = await send(t, 'PUT', '/api/settings', {
      token: t.auth.admin,
      body: { farmName: 'Anamalai Hills Organic Goat Farm and Dairy' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const c = await signUpCustomer(t);
      expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
      const code = await lastCode(t, c.mobileNumber);
      const outbox = await send(t, 'GET', `/api/sms/outbox?to=${encodeURIComponent(c.mobileNumber)}`, {
        token: t.auth.admin,
      });
      expect(outbox.data.response[0].body).toBe(
        `${code} is your Anamalai Hills Organic Goat code. It expires in 5 minutes. Do not share it.`,
      );
    } finally {
      await send(t, 'PUT', '/api/settings', { token: t.auth.admin, body: { farmName: 'Farm Shop' } });
    }
  });

  it('gives the same answer for an unknown number, and sends it nothing', async () => {
    const known = await signUpCustomer(t);
    const unknown = freshNumber();
    const ip = freshIp();
    const a = await send(t, 'POST', otpUrl(known.mobileNumber));
    const b = await send(t, 'POST', otpUrl(unknown), { ip });
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(b.headers['content-type']).toBe(a.headers['content-type']);
    expect(await smsCountTo(t, unknown)).toBe(0);
    // The limits hold for unknown numbers too, so they cannot be told apart that way either.
    const again = await send(t, 'POST', otpUrl(unknown), { ip });
    expect(again.statusCode).toBe(429);
    // Forgot password for an unknown number: the same.
    const reset = await send(t, 'POST', otpUrl(freshNumber(), 'reset_password'));
    expect(reset.body).toBe(a.body);
  });

  it('answers 400 naming the field for a bad number or purpose', async () => {
    const bad = await send(t, 'POST', otpUrl('12345'));
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'userName' }));
    const purpose = await send(t, 'POST', otpUrl(freshNumber(), 'admin'));
    expect(purpose.statusCode).toBe(400);
    expect(purpose.data.errors).toContainEqual(expect.objectContaining({ field: 'purpose' }));
  });

  it('asks for a signed-in customer before sending a code for a change of number', async () => {
    const res = await send(t, 'POST', otpUrl(freshNumber(), 'change_number'));
    expect(res.statusCode).toBe(401);
    const staff = await send(t, 'POST', otpUrl(freshNumber(), 'change_number'), { token: t.auth.staff });
    expect(staff.statusCode).toBe(403);
  });

  it(`allows one send per ${OTP_LIMITS.resendSeconds} s per number and address (429 + Retry-After)`, async () => {
    const c = await signUpCustomer(t);
    const ip = freshIp();
    expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
    const again = await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'), { ip });
    expect(again.statusCode).toBe(429);
    expect(again.headers['content-type']).toContain('application/problem+json');
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(OTP_LIMITS.resendSeconds);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(1);
    await backdateCodes(t, c.mobileNumber, OTP_LIMITS.resendSeconds + 1);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
    // Another address (the owner's phone) is not held back by this one's pause.
    expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
  });

  it(`allows at most ${OTP_LIMITS.sendsPerNumberFromIpPerHour} sends per hour per number from one address; other addresses still get theirs`, async () => {
    const c = await signUpCustomer(t);
    const ip = freshIp();
    for (let i = 0; i < OTP_LIMITS.sendsPerNumberFromIpPerHour; i++) {
      expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
      await backdateCodes(t, c.mobileNumber, OTP_LIMITS.resendSeconds + 1);
    }
    const over = await send(t, 'POST', otpUrl(c.mobileNumber), { ip });
    expect(over.statusCode).toBe(429);
    // The wait is until the oldest send leaves the hour, far longer than the resend pause.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(OTP_LIMITS.resendSeconds);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(OTP_LIMITS.sendsPerNumberFromIpPerHour);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
    await backdateCodes(t, c.mobileNumber, 60 * 60);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber), { ip })).statusCode).toBe(200);
  });

  it(`allows at most ${OTP_LIMITS.sendsPerNumberPerHour} sends per hour to one number from all addresses`, async () => {
    const c = await signUpCustomer(t);
    for (let i = 0; i < OTP_LIMITS.sendsPerNumberPerHour; i++) {
      expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
    }
    const over = await send(t, 'POST', otpUrl(c.mobileNumber));
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(OTP_LIMITS.resendSeconds);
    expect(await smsCountTo(t, c.mobileNumber)).toBe(OTP_LIMITS.sendsPerNumberPerHour);
  });

  it(`allows at most ${OTP_LIMITS.sendsPerIpPerHour} sends per hour per client address`, async () => {
    const ip = freshIp();
    for (let i = 0; i < OTP_LIMITS.sendsPerIpPerHour; i++) {
      expect((await send(t, 'POST', otpUrl(freshNumber()), { ip })).statusCode).toBe(200);
    }
    const over = await send(t, 'POST', otpUrl(freshNumber()), { ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(t, 'POST', otpUrl(freshNumber()))).statusCode).toBe(200);
  });
});

describe('signing in with a code', () => {
  it('signs in like the password login and marks the number verified', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const res = await verify({
      userName: c.mobileNumber,
      otp: await lastCode(t, c.mobileNumber),
      rememberMe: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data.message).toBe('Login Successfully');
    expect(res.data.response).toMatchObject({
      jwtToken: expect.any(String),
      expiresIn: 900,
      user: { id: c.id, name: c.name, mobileNumber: c.mobileNumber, email: null },
    });
    const cookies = Object.fromEntries(res.cookies.map((k) => [k.name, k]));
    expect(cookies.customer_access?.httpOnly).toBe(true);
    expect(cookies.customer_refresh?.maxAge).toBe(30 * 24 * 60 * 60);
    const me = await send(t, 'GET', `/api/customer/${c.id}`, { token: res.data.response.jwtToken });
    expect(me.data.response.mobileVerified).toBe(true);
  });

  it('accepts a number in any common spelling', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber.slice(3)));
    const res = await verify({
      userName: `0${c.mobileNumber.slice(3)}`,
      otp: await lastCode(t, c.mobileNumber),
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown number and a wrong code with one identical 401', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    const wrong = await verify({ userName: c.mobileNumber, otp: wrongCode(code) });
    const unknown = await verify({ userName: freshNumber(), otp: code });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
  });

  it('refuses an expired code', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    await expireCodes(t, c.mobileNumber);
    expect((await verify({ userName: c.mobileNumber, otp: code })).statusCode).toBe(401);
  });

  it('accepts a code once only', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    expect((await verify({ userName: c.mobileNumber, otp: code })).statusCode).toBe(200);
    expect((await verify({ userName: c.mobileNumber, otp: code })).statusCode).toBe(401);
  });

  it(`burns a code after ${OTP_LIMITS.maxAttempts} wrong tries`, async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    for (let i = 0; i < OTP_LIMITS.maxAttempts; i++) {
      expect((await verify({ userName: c.mobileNumber, otp: wrongCode(code) })).statusCode).toBe(401);
    }
    expect((await verify({ userName: c.mobileNumber, otp: code })).statusCode).toBe(401);
  });

  it('forgets the previous code when the same address asks for a new one', async () => {
    const c = await signUpCustomer(t);
    const ip = freshIp();
    await send(t, 'POST', otpUrl(c.mobileNumber), { ip });
    const first = await lastCode(t, c.mobileNumber);
    await backdateCodes(t, c.mobileNumber, OTP_LIMITS.resendSeconds + 1);
    await send(t, 'POST', otpUrl(c.mobileNumber), { ip });
    const second = await lastCode(t, c.mobileNumber);
    if (first !== second)
      expect((await verify({ userName: c.mobileNumber, otp: first })).statusCode).toBe(401);
    expect((await verify({ userName: c.mobileNumber, otp: second })).statusCode).toBe(200);
  });

  it('keeps a code asked from another address: either signs in, and using one retires the other', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const first = await lastCode(t, c.mobileNumber);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const second = await lastCode(t, c.mobileNumber);
    expect((await verify({ userName: c.mobileNumber, otp: first })).statusCode).toBe(200);
    if (first !== second)
      expect((await verify({ userName: c.mobileNumber, otp: second })).statusCode).toBe(401);
  });

  it('does not accept a code sent for another purpose', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'));
    expect(
      (await verify({ userName: c.mobileNumber, otp: await lastCode(t, c.mobileNumber) })).statusCode,
    ).toBe(401);
  });

  it('answers 400 naming the field for a malformed code, number or extra key', async () => {
    const otp = await verify({ userName: freshNumber(), otp: '12ab' });
    expect(otp.statusCode).toBe(400);
    expect(otp.data.errors).toContainEqual(expect.objectContaining({ field: 'otp' }));
    const number = await verify({ userName: '555', otp: '123456' });
    expect(number.data.errors).toContainEqual(expect.objectContaining({ field: 'userName' }));
    const extra = await verify({ userName: freshNumber(), otp: '123456', verified: true });
    expect(extra.statusCode).toBe(400);
  });

  it('is rate limited per client address (429 + Retry-After)', async () => {
    const ip = freshIp();
    for (let i = 0; i < OTP_VERIFY_RATE_LIMIT.max; i++) await verify({ userName: '1', otp: '1' }, ip);
    const over = await verify({ userName: freshNumber(), otp: '123456' }, ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets at most one of 50 wrong and 20 right parallel checks sign in', async () => {
    const c = await signUpCustomer(t);
    await send(t, 'POST', otpUrl(c.mobileNumber));
    const code = await lastCode(t, c.mobileNumber);
    const attempts = [
      ...Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ...Array.from({ length: 20 }, () => code),
    ].sort(() => Math.random() - 0.5);
    const sessionsOf = async () =>
      (await t.db.select().from(refreshTokens).where(eq(refreshTokens.subjectId, c.id))).filter(
        (s) => s.subjectKind === 'customer',
      ).length;
    // The fixture's own token has a session too (decision 0016): count the new ones.
    const before = await sessionsOf();
    const results = await Promise.all(attempts.map((otp) => verify({ userName: c.mobileNumber, otp })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect((await sessionsOf()) - before).toBeLessThanOrEqual(1);
  });
});
