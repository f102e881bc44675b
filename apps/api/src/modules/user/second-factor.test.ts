import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  callAs,
  codeOf,
  newStaffUser,
  staffLogin,
  userWithSecondFactor,
} from './second-factor-test-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SETUP = '/api/user/second-factor/setup';
const CONFIRM = '/api/user/second-factor/confirm';
const DISABLE = '/api/user/second-factor/disable';
const RECOVERY = '/api/user/second-factor/recovery-codes';

async function storedSecretOf(id: number): Promise<string | null> {
  const result = await t.db.execute(sql`select totp_secret from staff_users where id = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    totp_secret: string | null;
  }[];
  return rows[0]?.totp_secret ?? null;
}

describe('setting up an authenticator app', () => {
  it('answers a setup key and an otpauth URI, keeps the secret sealed, and confirms with a code', async () => {
    const user = await newStaffUser(t);
    const token = (await staffLogin(t, { email: user.email, password: user.password })).data.response
      .jwtToken;
    const setup = await callAs(t, token, 'POST', SETUP);
    expect(setup.statusCode, setup.body).toBe(200);
    const { setupKey, otpauthUri } = setup.data.response;
    expect(setupKey).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Farm%20Shop:/);
    expect(otpauthUri).toContain(`secret=${setupKey}`);
    expect(otpauthUri).toContain(encodeURIComponent(user.email));

    const stored = await storedSecretOf(user.id);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(setupKey);

    // Not on yet: sign-in needs no code; starting again gives a new secret.
    expect((await staffLogin(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    const again = await callAs(t, token, 'POST', SETUP);
    expect(again.data.response.setupKey).not.toBe(setupKey);
    const newKey = again.data.response.setupKey;
    // The first secret's code no longer confirms.
    const stale = await callAs(t, token, 'POST', CONFIRM, { code: await codeOf(setupKey) });
    expect(stale.statusCode).toBe(400);
    expect(stale.data.code).toBe('INVALID_SECOND_FACTOR');
    expect(stale.data.errors).toContainEqual(expect.objectContaining({ field: 'code' }));

    const confirmed = await callAs(t, token, 'POST', CONFIRM, { code: await codeOf(newKey) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.data.response.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

    // On: set-up cannot start again, nor be confirmed twice.
    expect((await callAs(t, token, 'POST', SETUP)).statusCode).toBe(409);
    expect((await callAs(t, token, 'POST', CONFIRM, { code: await codeOf(newKey, 1) })).statusCode).toBe(409);
    expect((await callAs(t, token, 'GET', '/api/user')).data.response.secondFactor).toBe(true);
  });

  it('answers 400 naming code for a malformed code, and 409 to a confirmation without a set-up', async () => {
    const user = await newStaffUser(t);
    const token = (await staffLogin(t, { email: user.email, password: user.password })).data.response
      .jwtToken;
    const bad = await callAs(t, token, 'POST', CONFIRM, { code: '12ab56' });
    expect(bad.statusCode).toBe(400);
    expect(bad.data.errors).toContainEqual(expect.objectContaining({ field: 'code' }));
    expect((await callAs(t, token, 'POST', CONFIRM, { code: '123456' })).statusCode).toBe(409);
  });

  it('counts wrong codes: 5 wrong confirmations, then even the right code waits (429)', async () => {
    const user = await newStaffUser(t);
    const token = (await staffLogin(t, { email: user.email, password: user.password })).data.response
      .jwtToken;
    const { setupKey } = (await callAs(t, token, 'POST', SETUP)).data.response;
    const right = await codeOf(setupKey);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await callAs(t, token, 'POST', CONFIRM, { code: wrong })).statusCode).toBe(400);
    }
    const limited = await callAs(t, token, 'POST', CONFIRM, { code: right });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code, refuses a wrong or replayed one, and issues no session without it', async () => {
    const user = await userWithSecondFactor(t);
    const credentials = { email: user.email, password: user.password };

    const noCode = await staffLogin(t, credentials);
    expect(noCode.statusCode).toBe(401);
    expect(noCode.data.code).toBe('SECOND_FACTOR_REQUIRED');
    expect(noCode.cookies).toEqual([]);

    const next = await codeOf(user.setupKey, 1);
    const wrong = await staffLogin(t, { ...credentials, totpCode: next === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.data.code).toBe('INVALID_SECOND_FACTOR');
    expect(wrong.cookies).toEqual([]);

    // A wrong password with a right code: the usual answer, and the code is not spent.
    const wrongPassword = await staffLogin(t, {
      ...credentials,
      password: 'not-the-password',
      totpCode: next,
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.data.code).toBe('INVALID_CREDENTIALS');

    const signedIn = await staffLogin(t, { ...credentials, totpCode: next });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.cookies.map((c) => c.name).sort()).toEqual(['staff_access', 'staff_refresh']);
    expect(signedIn.data.response.user).toMatchObject({ id: user.id, secondFactor: true });

    // The same code again (seen over a shoulder, in a log), and the earlier step: refused.
    const replayed = await staffLogin(t, { ...credentials, totpCode: next });
    expect(replayed.statusCode).toBe(401);
    expect(replayed.data.code).toBe('INVALID_SECOND_FACTOR');
    const earlier = await staffLogin(t, { ...credentials, totpCode: await codeOf(user.setupKey, -1) });
    expect(earlier.statusCode).toBe(401);
    // Parallel replays of one fresh code: at most one session.
    const other = await userWithSecondFactor(t);
    const code = await codeOf(other.setupKey, 1);
    const race = await Promise.all(
      Array.from({ length: 5 }, () =>
        staffLogin(t, { email: other.email, password: other.password, totpCode: code }),
      ),
    );
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('takes each recovery code once, in any case and with or without dashes', async () => {
    const user = await userWithSecondFactor(t);
    const credentials = { email: user.email, password: user.password };
    const [first = '', second = ''] = user.recoveryCodes;
    expect((await staffLogin(t, { ...credentials, recoveryCode: first })).statusCode).toBe(200);
    const reused = await staffLogin(t, { ...credentials, recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.data.code).toBe('INVALID_SECOND_FACTOR');
    const typed = second.replaceAll('-', ' ').toLowerCase();
    expect((await staffLogin(t, { ...credentials, recoveryCode: typed })).statusCode).toBe(200);
    // Another account's recovery code is no code of this one.
    const other = await userWithSecondFactor(t);
    expect((await staffLogin(t, { ...credentials, recoveryCode: other.recoveryCodes[0] })).statusCode).toBe(
      401,
    );
  });

  it('stops guessing codes with the right password: 5 wrong codes, then 429 even for a right one', async () => {
    const user = await userWithSecondFactor(t);
    const credentials = { email: user.email, password: user.password };
    const next = await codeOf(user.setupKey, 1);
    for (let i = 0; i < 5; i++) {
      const res = await staffLogin(t, {
        ...credentials,
        totpCode: String(100000 + i) === next ? '999999' : String(100000 + i),
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await staffLogin(t, { ...credentials, totpCode: next })).statusCode).toBe(429);
  });
});

describe('turning the second factor off and renewing recovery codes', () => {
  it('needs the password and a code; afterwards the password alone signs in', async () => {
    const user = await userWithSecondFactor(t);
    const { token } = user;
    const next = await codeOf(user.setupKey, 1);
    const noCode = await callAs(t, token, 'POST', DISABLE, { password: user.password });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.data.errors).toContainEqual(expect.objectContaining({ field: 'code' }));
    const wrongPassword = await callAs(t, token, 'POST', DISABLE, { password: 'not-it', code: next });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.data.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    const wrongCode = await callAs(t, token, 'POST', DISABLE, {
      password: user.password,
      code: next === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.data.code).toBe('INVALID_SECOND_FACTOR');
    expect((await staffLogin(t, { email: user.email, password: user.password })).data.code).toBe(
      'SECOND_FACTOR_REQUIRED',
    );

    const off = await callAs(t, token, 'POST', DISABLE, { password: user.password, code: next });
    expect(off.statusCode, off.body).toBe(200);
    expect(await storedSecretOf(user.id)).toBeNull();
    expect((await staffLogin(t, { email: user.email, password: user.password })).statusCode).toBe(200);
    expect(
      (await callAs(t, token, 'POST', DISABLE, { password: user.password, code: next })).statusCode,
    ).toBe(409);
  });

  it('turns off with a recovery code too (the phone is lost, the codes are not)', async () => {
    const user = await userWithSecondFactor(t);
    const off = await callAs(t, user.token, 'POST', DISABLE, {
      password: user.password,
      code: user.recoveryCodes[3],
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('renews the recovery codes for a code: the old ones stop working', async () => {
    const user = await userWithSecondFactor(t);
    const renewed = await callAs(t, user.token, 'POST', RECOVERY, { code: await codeOf(user.setupKey, 1) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const fresh = renewed.data.response.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => user.recoveryCodes.includes(c))).toBe(false);
    const credentials = { email: user.email, password: user.password };
    expect((await staffLogin(t, { ...credentials, recoveryCode: user.recoveryCodes[0] })).statusCode).toBe(
      401,
    );
    expect((await staffLogin(t, { ...credentials, recoveryCode: fresh[0] })).statusCode).toBe(200);
    // Without the factor on there is nothing to renew.
    const plain = await newStaffUser(t);
    const token = (await staffLogin(t, credentialsOf(plain))).data.response.jwtToken;
    expect((await callAs(t, token, 'POST', RECOVERY, { code: '123456' })).statusCode).toBe(409);
  });
});

function credentialsOf(user: { email: string; password: string }) {
  return { email: user.email, password: user.password };
}

describe("removing someone else's second factor", () => {
  it('is for admins (staff 403), signs the person out, and lets them in with the password', async () => {
    const user = await userWithSecondFactor(t);
    const url = `/api/user/${user.id}/second-factor`;
    const byStaff = await t.call('DELETE', url, { as: 'staff' });
    expect(byStaff.statusCode).toBe(403);
    expect((await callAs(t, user.token, 'GET', '/api/user')).statusCode).toBe(200);

    const byAdmin = await t.call('DELETE', url, { as: 'admin' });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.data.response).toMatchObject({ id: user.id, secondFactor: false });
    expect((await callAs(t, user.token, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await staffLogin(t, credentialsOf(user))).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/user/999999/second-factor', { as: 'admin' })).statusCode).toBe(404);
  });

  it("refuses an admin's own (that takes the password and a code)", async () => {
    const admin = await userWithSecondFactor(t, 'admin');
    const res = await callAs(t, admin.token, 'DELETE', `/api/user/${admin.id}/second-factor`);
    expect(res.statusCode).toBe(403);
  });
});

describe('the secret after set-up', () => {
  it('is in no answer: confirmation, sign-ins, the user, the list, renewals', async () => {
    const user = await userWithSecondFactor(t);
    const answers: string[] = [...user.answers];
    const signedIn = await staffLogin(t, {
      ...credentialsOf(user),
      totpCode: await codeOf(user.setupKey, 1),
    });
    answers.push(signedIn.body);
    answers.push((await staffLogin(t, credentialsOf(user))).body);
    answers.push((await callAs(t, user.token, 'GET', '/api/user')).body);
    answers.push((await t.call('GET', `/api/user/${user.id}`, { as: 'admin' })).body);
    answers.push((await t.call('GET', '/api/user/all?size=100', { as: 'admin' })).body);
    answers.push((await callAs(t, user.token, 'POST', SETUP)).body);
    answers.push((await callAs(t, user.token, 'POST', RECOVERY, { code: user.recoveryCodes[1] })).body);
    const stored = (await storedSecretOf(user.id)) ?? '';
    for (const body of answers) {
      expect(body).not.toContain(user.setupKey);
      expect(body).not.toContain(stored);
    }
    expect(answers.join('\n')).not.toMatch(/totp_?secret/i);
  });
});
