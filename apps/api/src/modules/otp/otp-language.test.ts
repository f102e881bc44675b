import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { freshNumber, lastCode, otpUrl, send, signUpCustomer } from './otp-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const tamilCode = (code: string) =>
  `${code} என்பது உங்கள் Farm Shop OTP. 5 நிமிடம் மட்டுமே செல்லும். யாரிடமும் சொல்லாதீர்கள்.`;
const englishCode = (code: string) =>
  `${code} is your Farm Shop code. It expires in 5 minutes. Do not share it.`;

async function newestSms(mobileNumber: string) {
  const outbox = await send(t, 'GET', `/api/sms/outbox?to=${encodeURIComponent(mobileNumber)}`, {
    token: t.auth.admin,
  });
  return outbox.data.response[0].body as string;
}

describe("a code's language (issue 33.3)", () => {
  it("follows the request's locale, else the account's, else English", async () => {
    const c = await signUpCustomer(t);
    // English account, a Tamil page asks.
    expect((await send(t, 'POST', `${otpUrl(c.mobileNumber)}&locale=ta`)).statusCode).toBe(200);
    expect(await newestSms(c.mobileNumber)).toBe(tamilCode(await lastCode(t, c.mobileNumber)));

    // No locale asked: the account's language.
    const set = await send(t, 'PUT', `/api/customer/${c.id}`, { token: c.token, body: { locale: 'ta' } });
    expect(set.statusCode, set.body).toBe(200);
    expect((await send(t, 'POST', otpUrl(c.mobileNumber))).statusCode).toBe(200);
    expect(await newestSms(c.mobileNumber)).toBe(tamilCode(await lastCode(t, c.mobileNumber)));

    // An English page asks for a Tamil account: English.
    expect((await send(t, 'POST', `${otpUrl(c.mobileNumber)}&locale=en`)).statusCode).toBe(200);
    expect(await newestSms(c.mobileNumber)).toBe(englishCode(await lastCode(t, c.mobileNumber)));

    // A new number (sign-up): nobody's language but the request's.
    const number = freshNumber();
    expect((await send(t, 'POST', `${otpUrl(number, 'signup')}&locale=ta`)).statusCode).toBe(200);
    expect(await newestSms(number)).toBe(tamilCode(await lastCode(t, number)));
  });

  it('answers 400 naming locale for a language the shop does not speak', async () => {
    const res = await send(t, 'POST', `${otpUrl(freshNumber(), 'signup')}&locale=fr`);
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toContainEqual(expect.objectContaining({ field: 'locale' }));
  });
});
