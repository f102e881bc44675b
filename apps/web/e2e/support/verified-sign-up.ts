import { type APIRequestContext, expect } from '@playwright/test';
import { staffToken } from './admin';

/**
 * A number proven by a code, as the shop asks before a customer's first order (issue 13.5: an
 * account without one is refused, 403 MOBILE_NOT_VERIFIED). Codes are read from the SMS outbox by
 * the e2e admin. Every code sent counts against the shop's hourly sends per client address, and all
 * browser tests come from one: send one only for a customer who orders.
 */

/** `9876543210` or `+919876543210` → the E.164 number the outbox is filtered by. */
const e164 = (mobile: string) => `+91${mobile.replace(/\D/g, '').slice(-10)}`;

/** The newest 6-digit code in the outbox for a number (not one of `after`). */
export async function outboxCode(request: APIRequestContext, mobile: string, after: string[] = []) {
  // A fresh staff token each time: an access token lives 15 minutes, a run of the specs longer.
  const token = await staffToken(request);
  let code = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/sms/outbox?to=${encodeURIComponent(e164(mobile))}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const newest = (await res.json()).response[0] as { body: string } | undefined;
      code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1] ?? '';
      return code !== '' && !after.includes(code);
    })
    .toBe(true);
  return code;
}

/** Asks the shop to send a `signup` code to the number and reads it from the outbox. */
export async function signupCode(request: APIRequestContext, mobile: string): Promise<string> {
  const sent = await request.post(
    `/api/otp/send/customer?userName=${encodeURIComponent(e164(mobile))}&messageId=1&purpose=signup`,
  );
  expect(sent.status(), await sent.text()).toBe(200);
  return outboxCode(request, mobile);
}

/**
 * Signs a customer up over the API as the sign-up page does (a `signup` code, then `POST /customer`
 * with it): the number is verified, so the customer may order. Answers the sign-up's response.
 */
export async function signUpVerified(
  request: APIRequestContext,
  account: { name: string; mobileNumber: string; password: string },
) {
  const otp = await signupCode(request, account.mobileNumber);
  const res = await request.post('/api/customer', { data: { ...account, otp } });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).response.mobileVerified).toBe(true);
  return res;
}
