import type { InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { seedDemoFarm } from '../db/seed/demo-farm.js';
import { listenForWrites } from '../db/write-announcements.js';
import { hashPassword } from '../lib/password.js';
import { createTokenService, issueSession, type Principal } from '../modules/auth/index.js';
import { type PaymentProvider, razorpayProvider } from '../modules/payment/index.js';
import { insertStaffUser } from '../modules/user/index.js';
import { paymentModeOf } from '../plugins/payment-mode.js';
import { pointRazorpayAt, startRazorpayStandin } from '../standins/razorpay/index.js';
import { openTestDatabase } from './test-database.js';

export const TEST_ADMIN = { email: 'owner@farm.test', password: 'correct-horse-battery' };
export const TEST_STAFF = { email: 'helper@farm.test', password: 'helper-password-1' };
/** The key test shops sign tokens with (forged-token tests sign with it too). */
/** The keys of the test shops' Razorpay stand-in. */
export const TEST_RAZORPAY_KEYS = {
  keyId: 'rzp_test_shopfixture',
  keySecret: 'fixture-key-secret-0123456789',
  webhookSecret: 'fixture-webhook-secret-0123456789',
};
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

/**
 * The API on a fresh database, driven through the real HTTP layer (`app.inject`), with an admin
 * and a staff member already there and tokens for every kind of caller. `env` overrides the
 * test settings (a module's own DATA_DIR, lower limits).
 */
export async function createTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string>;
    announceWrites?: boolean;
    /**
     * Online payments through this provider (payment-fixtures.ts: one pointed at a stand-in), or
     * `'from-config'`: as `npm start` chooses them from the settings (payment-modes.test.ts).
     */
    payments?: PaymentProvider | 'from-config';
    /** The shop's clock (delivery cut-offs): a fake one to cross cut-offs and midnights. */
    clock?: () => Date;
    /** Where the log lines go (with `env.LOG_LEVEL`; silent otherwise). */
    logStream?: NodeJS.WritableStream;
  } = {},
) {
  const database: Database = await openTestDatabase();
  // As `npm start` on PostgreSQL: tell other API processes on this database of writes.
  const announcements =
    options.announceWrites && database.url ? await listenForWrites(database.url, console) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/farm-test',
    SEED_DEMO: 'false',
    // A test fires its own crowds (dozens of parallel requests in one turn of the loop) on purpose;
    // load shedding is tested on its own (abuse/load-shedding.test.ts).
    LOAD_SHEDDING: 'false',
    ...options.env,
  });
  const tokens = createTokenService(TEST_JWT_SECRET);
  // Online payments go to a Razorpay stand-in of the test's own, over real HTTP (no webhooks until
  // a test points them at a listening shop: payment-test-fixtures.ts).
  const razorpay = await startRazorpayStandin(TEST_RAZORPAY_KEYS);
  const payments =
    options.payments === 'from-config'
      ? undefined
      : (options.payments ??
        razorpayProvider(TEST_RAZORPAY_KEYS, {
          apiUrl: razorpay.url,
          checkoutUrl: `${razorpay.url}/v1/checkout/embedded`,
          point: pointRazorpayAt,
        }));
  // As `npm start`: Razorpay, the demo's stand-in, or cash only (plugins/payment-mode.ts).
  const demoPayments = payments ? undefined : (await paymentModeOf(database.db, config)).demo;
  const app = await buildApp({
    db: database.db,
    config,
    tokens,
    announcements,
    payments,
    demoPayments,
    clock: options.clock,
    logStream: options.logStream,
  });
  await app.ready();

  const admin = await insertStaffUser(database.db, {
    name: 'Test Owner',
    email: TEST_ADMIN.email,
    passwordHash: await hashPassword(TEST_ADMIN.password),
    role: 'admin',
  });
  const staffHash = await hashPassword(TEST_STAFF.password);
  const staff = await insertStaffUser(database.db, {
    name: 'Test Helper',
    email: TEST_STAFF.email,
    passwordHash: staffHash,
    role: 'staff',
  });
  /** A delivery person with no areas: sees no route, may call only the delivery routes. */
  const rider = await insertStaffUser(database.db, {
    name: 'Test Rider',
    email: 'rider@farm.test',
    passwordHash: staffHash,
    role: 'delivery',
  });
  if (options.demo) await seedDemoFarm(database.db);

  /** An access token with a real session behind it (the auth plugin checks it on every request). */
  const tokenFor = async (principal: Principal) =>
    (await issueSession(database.db, tokens, principal, false)).accessToken;
  const auth = {
    admin: await tokenFor({ kind: 'staff', id: admin.id, role: 'admin', name: admin.name }),
    staff: await tokenFor({ kind: 'staff', id: staff.id, role: 'staff', name: staff.name }),
    delivery: await tokenFor({ kind: 'staff', id: rider.id, role: 'delivery', name: rider.name }),
    /** A customer token (the customer need not exist): staff routes must refuse it with 403. */
    customer: await tokenFor({ kind: 'customer', id: 999_999, name: 'Some Customer' }),
  };

  /** `app.inject` with a bearer token for `as` (admin, staff, customer) or none. */
  async function call(
    method: InjectOptions['method'],
    url: string,
    opts: { as?: keyof typeof auth; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) {
    const token = opts.token ?? (opts.as ? auth[opts.as] : undefined);
    const res = await app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
      ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    });
    return Object.assign(res, { body: res.body, data: safeJson(res.body) });
  }

  return {
    app,
    db: database.db,
    kind: database.kind,
    /** PostgreSQL only: where the database is, for a second API process on it. */
    databaseUrl: database.url,
    config,
    auth,
    /** `tokens.signAccessToken(principal)` starts a session for the principal and answers its token. */
    tokens: { signAccessToken: tokenFor, verifyAccessToken: tokens.verifyAccessToken },
    tokenService: tokens,
    admin,
    staff,
    rider,
    call,
    /** The stand-in behind this shop's online payments. */
    razorpay,
    close: async () => {
      await app.close();
      await razorpay.close();
      await announcements?.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

function safeJson(body: string): any {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
