import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../bootstrap.js';
import { loadConfig } from '../../config.js';
import { staffUsers } from '../../db/schema.js';
import { passwordProblem } from '../../lib/password-policy.js';
import {
  freshNumber,
  lastCode,
  otpUrl,
  send,
  signUpCustomer,
  type TestCustomer,
  wrongCode,
} from '../../modules/otp/otp-test-fixtures.js';
import { createScratchPostgres } from '../scratch-postgres.js';
import { createTestApp, type TestApp } from '../test-app.js';

/**
 * Security issue 13.11: "12345678" was accepted, and so was changing a password to itself. Every
 * place a password is set refuses the lists attackers try first, the person's own details and,
 * for staff, anything under 12 characters, with a 400 naming the field and saying why.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const COMMON = 'Choose a less common password: this one is on the lists attackers try first';
const PERSONAL =
  'Leave your name, mobile number and e-mail out of your password: they are the first things an attacker tries';
const STRONG = 'mango-tree-by-the-well';

/** The attack cases for a customer called Ravi with number `mobileNumber`. */
function guessable(mobileNumber: string): Array<[string, string]> {
  const digits = mobileNumber.slice(3);
  return [
    ['12345678', COMMON],
    ['password123', COMMON],
    [digits, PERSONAL],
    [`Ravi${digits}`, PERSONAL],
  ];
}

const fieldError = (data: { errors?: { field: string; message: string }[] }, field: string) =>
  data.errors?.find((e) => e.field === field)?.message;

describe('customer sign-up', () => {
  it('refuses 12345678, password123, the own number and name+number: 400 naming password, no account', async () => {
    const mobileNumber = freshNumber();
    for (const [password, reason] of guessable(mobileNumber)) {
      const res = await send(t, 'POST', '/api/customer', { body: { name: 'Ravi', mobileNumber, password } });
      expect([password, res.statusCode, fieldError(res.data, 'password')]).toEqual([password, 400, reason]);
      expect(res.data.detail).toBe(reason);
    }
    // Nothing was created: the number is still free for the same person with a strong password.
    const strong = await send(t, 'POST', '/api/customer', {
      body: { name: 'Ravi', mobileNumber, password: STRONG },
    });
    expect(strong.statusCode, strong.body).toBe(201);
  });

  it("the e-mail counts as the person's own too: 400", async () => {
    const res = await send(t, 'POST', '/api/customer', {
      body: {
        name: 'Kavya',
        mobileNumber: freshNumber(),
        email: 'kavya.raman@example.com',
        password: 'kavya.raman2024',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldError(res.data, 'password')).toBe(PERSONAL);
  });
});

describe('reset with a code', () => {
  let c: TestCustomer;
  beforeAll(async () => {
    c = await signUpCustomer(t, { name: 'Ravi', password: STRONG });
  });

  it('refuses each guessable password with 400 naming password, and the code stays good for a strong one', async () => {
    await send(t, 'POST', otpUrl(c.mobileNumber, 'reset_password'));
    const otp = await lastCode(t, c.mobileNumber);
    for (const [password, reason] of guessable(c.mobileNumber)) {
      const res = await send(t, 'POST', '/api/customer/reset-password', {
        body: { userName: c.mobileNumber, otp, password },
      });
      expect([password, res.statusCode, fieldError(res.data, 'password')]).toEqual([password, 400, reason]);
    }
    const res = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: c.mobileNumber, otp, password: 'four-goats-under-a-neem' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("does not tell a stranger the account's name: a name-based password with a wrong code gets the plain wrong-code answer", async () => {
    const owner = await signUpCustomer(t, { name: 'Thenmozhi Raman', password: STRONG });
    await send(t, 'POST', otpUrl(owner.mobileNumber, 'reset_password'));
    const otp = await lastCode(t, owner.mobileNumber);
    const guess = (password: string) =>
      send(t, 'POST', '/api/customer/reset-password', {
        body: { userName: owner.mobileNumber, otp: wrongCode(otp), password },
      });
    const named = await guess('thenmozhiraman');
    const unrelated = await guess('four-goats-under-a-neem');
    expect(named.statusCode).toBe(400);
    expect(named.body).toBe(unrelated.body);
    expect(fieldError(named.data, 'otp')).toBeDefined();
    // The owner, with the right code, is told (and asked for a new code: this one is spent).
    const right = await send(t, 'POST', '/api/customer/reset-password', {
      body: { userName: owner.mobileNumber, otp, password: 'thenmozhiraman' },
    });
    expect(right.statusCode).toBe(400);
    expect(fieldError(right.data, 'password')).toBe(PERSONAL);
    expect(fieldError(right.data, 'otp')).toBe('has been used: ask for a new code');
  });
});

describe('changing the password (customer)', () => {
  it('refuses guessable new passwords and the current one again: 400 naming newPassword; a strong one 200', async () => {
    const c = await signUpCustomer(t, { name: 'Ravi', password: STRONG });
    const change = (newPassword: string) =>
      send(t, 'PUT', '/api/customer/password', {
        token: c.token,
        body: { currentPassword: c.password, newPassword },
      });
    for (const [password, reason] of guessable(c.mobileNumber)) {
      const res = await change(password);
      expect([password, res.statusCode, fieldError(res.data, 'newPassword')]).toEqual([
        password,
        400,
        reason,
      ]);
    }
    const same = await change(c.password);
    expect(same.statusCode).toBe(400);
    expect(fieldError(same.data, 'newPassword')).toBe(
      'Your new password must be different from the current one',
    );
    const strong = await change('four-goats-under-a-neem');
    expect(strong.statusCode, strong.body).toBe(200);
  });
});

describe('staff passwords', () => {
  const newStaff = (password: string, n: number) => ({
    name: `Muthu ${n}`,
    email: `muthu${n}@farm.test`,
    password,
    role: 'staff',
  });

  it('refuses 11 characters and a 12-character common one on create: 400 naming password; a strong one 201', async () => {
    const short = await t.call('POST', '/api/user', { as: 'admin', body: newStaff('kavya-n-me1', 1) });
    expect(short.statusCode).toBe(400);
    expect(fieldError(short.data, 'password')).toBe('must be at least 12 characters');
    const common = await t.call('POST', '/api/user', { as: 'admin', body: newStaff('password1234', 1) });
    expect(common.statusCode).toBe(400);
    expect(fieldError(common.data, 'password')).toBe(COMMON);
    const named = await t.call('POST', '/api/user', { as: 'admin', body: newStaff('muthu1@farm.test', 1) });
    expect(fieldError(named.data, 'password')).toBe(
      'Leave your name and e-mail out of your password: they are the first things an attacker tries',
    );
    const strong = await t.call('POST', '/api/user', { as: 'admin', body: newStaff(STRONG, 1) });
    expect(strong.statusCode, strong.body).toBe(201);
  });

  it("an admin sets another's password without knowing theirs, within the policy", async () => {
    const created = await t.call('POST', '/api/user', { as: 'admin', body: newStaff(STRONG, 2) });
    const id = created.data.response.id as number;
    const weak = await t.call('PUT', `/api/user/${id}`, { as: 'admin', body: { password: 'qwertyuiop12' } });
    expect(weak.statusCode).toBe(400);
    expect(fieldError(weak.data, 'password')).toBeDefined();
    const set = await t.call('PUT', `/api/user/${id}`, {
      as: 'admin',
      body: { password: 'four-goats-under-a-neem' },
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('staff changing their own password must give the current one, and change it: 400 × 3, then 200', async () => {
    // A second admin of this test's own, so the suite's admin keeps their session.
    const created = await t.call('POST', '/api/user', {
      as: 'admin',
      body: { ...newStaff(STRONG, 3), role: 'admin' },
    });
    const me = created.data.response as { id: number; name: string; email: string };
    const token = await t.tokens.signAccessToken({ kind: 'staff', id: me.id, role: 'admin', name: me.name });
    const put = (body: object) => t.call('PUT', `/api/user/${me.id}`, { token, body });

    const without = await put({ password: 'four-goats-under-a-neem' });
    expect(without.statusCode).toBe(400);
    expect(fieldError(without.data, 'currentPassword')).toBe('is required to change your own password');
    const wrong = await put({ password: 'four-goats-under-a-neem', currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldError(wrong.data, 'currentPassword')).toBe('is wrong');
    const same = await put({ password: STRONG, currentPassword: STRONG });
    expect(same.statusCode).toBe(400);
    expect(fieldError(same.data, 'password')).toBe(
      'Your new password must be different from the current one',
    );

    const changed = await put({ password: 'four-goats-under-a-neem', currentPassword: STRONG });
    expect(changed.statusCode, changed.body).toBe(200);
    const login = await t.call('POST', '/api/auth/login', {
      body: { email: me.email, password: 'four-goats-under-a-neem' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the first admin from ADMIN_PASSWORD', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  /** One shop's place (a DATA_DIR, or a scratch PostgreSQL database), started twice below. */
  async function shopEnv(): Promise<Record<string, string>> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'farm-weak-admin-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' };
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await createScratchPostgres();
      cleanups.push(scratch.drop);
      env.DATABASE_URL = scratch.url;
    }
    return env;
  }

  it('a live shop (production) refuses to start with a guessable one; elsewhere it warns and starts', async () => {
    const env = { ...(await shopEnv()), ADMIN_EMAIL: 'owner@farm.test', ADMIN_PASSWORD: 'password123' };
    const warnings: string[] = [];
    const log = { info: () => {}, warn: (_: unknown, msg?: string) => void warnings.push(msg ?? '') };

    await expect(prepareDatabase(loadConfig({ ...env, NODE_ENV: 'production' }), log)).rejects.toThrow(
      /^ADMIN_PASSWORD is too easy to guess .* Use at least 12 characters\. Set a stronger ADMIN_PASSWORD/,
    );

    const dev = await prepareDatabase(loadConfig({ ...env, NODE_ENV: 'development' }), log);
    const admins = await dev.db.select().from(staffUsers).where(eq(staffUsers.email, 'owner@farm.test'));
    await dev.close();
    expect(admins).toHaveLength(1);
    expect(warnings).toEqual([expect.stringMatching(/^ADMIN_PASSWORD is too easy to guess/)]);
  }, 180_000); // two starts of a shop, the first migrating a fresh database

  it('the e2e, bench, durability and README admins pass the policy, so those shops still start in production', () => {
    // apps/web/playwright.config.ts, bench/src/api/process.ts, test/abuse/shop-fixtures.ts, README.md
    for (const [password, email] of [
      ['e2e-owner-password', 'owner@e2e.test'],
      ['bench-admin-password', 'bench@farm.test'],
      ['durability-owner-pw', 'owner@durability.test'],
      ['a long secret', 'owner@myfarm.in'],
    ]) {
      expect([password, passwordProblem(password!, { kind: 'staff', name: 'Farm Admin', email })]).toEqual([
        password,
        undefined,
      ]);
    }
  });
});
