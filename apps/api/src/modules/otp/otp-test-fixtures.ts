import { desc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { smsMessages } from '../sms-log/sms-log.table.js';
import { otpCodes } from './otp.table.js';

/** Test helpers for the customer, OTP and SMS suites; tests only. */

let ipSequence = 0;
/** A client address no other call of the suite used, so the per-address limits start at zero. */
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let numberSequence = 0;
/** A valid mobile number (E.164) no other call of the suite used. */
export function freshNumber(): string {
  numberSequence += 1;
  return `+9190${String(numberSequence).padStart(8, '0')}`;
}

/** `app.inject` with a client address (a fresh one unless given), a bearer token and a JSON body. */
export async function send(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  opts: { ip?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? freshIp(),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON the API answered
  let data: any;
  try {
    data = JSON.parse(res.body);
  } catch {
    data = undefined;
  }
  return Object.assign(res, { data });
}

export type TestCustomer = {
  id: number;
  name: string;
  mobileNumber: string;
  password: string;
  token: string;
};

/** A customer signed up through the API, with an access token of their own. */
export async function signUpCustomer(
  t: TestApp,
  overrides: { name?: string; mobileNumber?: string; password?: string } = {},
): Promise<TestCustomer> {
  const body = {
    name: overrides.name ?? 'Meena Kumari',
    mobileNumber: overrides.mobileNumber ?? freshNumber(),
    password: overrides.password ?? 'goat-milk-123',
  };
  const res = await send(t, 'POST', '/api/customer', { body });
  expect(res.statusCode, res.body).toBe(201);
  const { id, name, mobileNumber } = res.data.response;
  const token = await t.tokens.signAccessToken({ kind: 'customer', id, name });
  return { id, name, mobileNumber, password: body.password, token };
}

export function otpUrl(mobileNumber: string, purpose?: string): string {
  const query = new URLSearchParams({
    userName: mobileNumber,
    messageId: '1',
    ...(purpose ? { purpose } : {}),
  });
  return `/api/otp/send/customer?${query}`;
}

/** The code in the newest SMS to a number (as the web's e2e tests read it from the outbox). */
export async function lastCode(t: TestApp, mobileNumber: string): Promise<string> {
  const [row] = await t.db
    .select({ body: smsMessages.body })
    .from(smsMessages)
    .where(eq(smsMessages.toNumber, mobileNumber))
    .orderBy(desc(smsMessages.id))
    .limit(1);
  const code = row ? /^(\d{6}) /.exec(row.body)?.[1] : undefined;
  if (!code) throw new Error(`no code was sent to ${mobileNumber}`);
  return code;
}

export async function smsCountTo(t: TestApp, mobileNumber: string): Promise<number> {
  const rows = await t.db
    .select({ id: smsMessages.id })
    .from(smsMessages)
    .where(eq(smsMessages.toNumber, mobileNumber));
  return rows.length;
}

/** Moves a number's codes into the past, as if they had been sent `seconds` earlier. */
export async function backdateCodes(t: TestApp, mobileNumber: string, seconds: number) {
  await t.db
    .update(otpCodes)
    .set({
      createdAt: sql`${otpCodes.createdAt} - make_interval(secs => ${seconds})`,
      expiresAt: sql`${otpCodes.expiresAt} - make_interval(secs => ${seconds})`,
    })
    .where(eq(otpCodes.mobileNumber, mobileNumber));
}

/** Lets a number's live codes run out, without waiting five minutes. */
export async function expireCodes(t: TestApp, mobileNumber: string) {
  await t.db
    .update(otpCodes)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(otpCodes.mobileNumber, mobileNumber));
}

/** A code that is not `code` (same length). */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
