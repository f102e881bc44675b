import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.js';
import { type Config, publicSiteUrl } from './config.js';
import { type Database, databaseOptionsFromConfig, openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { isEmptyShop, seedDemoFarm } from './db/seed/demo-farm.js';
import { DEMO_DELIVERY_EMAIL } from './db/seed/seed-routes.js';
import { listenForWrites } from './db/write-announcements.js';
import { collectStartGarbage, keepHeapNearLive } from './lib/heap-growth.js';
import { inProcessJobRunner } from './lib/job-runner.js';
import { hashPassword } from './lib/password.js';
import { passwordProblem } from './lib/password-policy.js';
import { pgBossJobRunner } from './lib/pg-boss-job-runner.js';
import { createTokenService, findSecret, newSecret, storeSecretOnce } from './modules/auth/index.js';
import { keepClosedAccountsSwept } from './modules/customer/index.js';
import { keepStatementsClosed } from './modules/monthly-bill/index.js';
import { keepCustomerMessagesSending } from './modules/notification/index.js';
import { keepUnpaidOrdersExpiring } from './modules/payment/index.js';
import { keepRecentSalesCounted, prepareSearchIndex } from './modules/product/index.js';
import { keepDeliveriesGenerated, keepSubscriptionRemindersQueued } from './modules/subscription/index.js';
import { recordedRunner } from './modules/system/index.js';
import { countStaffUsers, findStaffUserByEmail, insertStaffUser } from './modules/user/index.js';
import { paymentModeOf, SHARED_DEMO_STANDIN_VARIABLE } from './plugins/payment-mode.js';

/** Opens and migrates the database, makes sure it has an admin and (when empty) the demo farm. */
export async function prepareDatabase(config: Config, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateDatabase(database);
    await ensureFirstAdmin(database, config, log);
  } catch (err) {
    await database.close();
    throw err;
  }
  if (config.SEED_DEMO && (await isEmptyShop(database.db))) {
    const deliveryPassword = randomBytes(12).toString('base64url');
    await seedDemoFarm(database.db, new Date(), {
      deliveryPassword,
      subscribers: config.SEED_DEMO_SUBSCRIBERS,
    });
    log.info('Loaded the demo farm into the empty database');
    // Printed once, like the first admin's: the demo's delivery person sees only their routes.
    process.stdout.write(
      `\n  Demo delivery person (sees only the routes of the farm's own areas, at /admin):\n` +
        `    e-mail:   ${DEMO_DELIVERY_EMAIL}\n    password: ${deliveryPassword}\n\n`,
    );
  }
  return database;
}

/** JWT_SECRET when given; otherwise one generated on first start and kept in the database. */
export async function jwtSecretOf(database: Database, config: Config): Promise<string> {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  return (await findSecret(database.db, 'jwt')) ?? storeSecretOnce(database.db, 'jwt', newSecret());
}

async function ensureFirstAdmin(
  database: Database,
  config: Config,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
) {
  const { db } = database;
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    if (await findStaffUserByEmail(db, config.ADMIN_EMAIL)) return;
    checkAdminPassword(config, log);
    await insertStaffUser(db, {
      name: config.ADMIN_NAME,
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hashPassword(config.ADMIN_PASSWORD),
      role: 'admin',
    });
    log.info({ email: config.ADMIN_EMAIL }, 'Created the admin from ADMIN_EMAIL');
    return;
  }
  if ((await countStaffUsers(db)) > 0) return;
  const email = config.ADMIN_EMAIL ?? 'admin@farm.local';
  const password = randomBytes(12).toString('base64url');
  await insertStaffUser(db, {
    name: config.ADMIN_NAME,
    email,
    passwordHash: await hashPassword(password),
    role: 'admin',
  });
  // Printed once, on the console only (not the JSON log), so the farm can sign in to /admin.
  process.stdout.write(
    `\n  First admin created. Staff sign in at /admin with\n    e-mail:   ${email}\n    password: ${password}\n` +
      '  This password is shown only now. It keeps working until you change it: after signing in, set your\n' +
      '  own under Account security. Or set ADMIN_EMAIL and ADMIN_PASSWORD to choose one from the start.\n\n',
  );
}

/**
 * ADMIN_PASSWORD meets the staff policy like any password staff set. A live shop (production)
 * refuses to start with a guessable one: the first admin can do everything. Elsewhere it warns, so a
 * developer's throwaway shop still starts.
 */
function checkAdminPassword(config: Config, log: Pick<FastifyBaseLogger, 'warn'>) {
  const problem = passwordProblem(config.ADMIN_PASSWORD ?? '', {
    kind: 'staff',
    name: config.ADMIN_NAME,
    email: config.ADMIN_EMAIL,
  });
  if (!problem) return;
  const message = `ADMIN_PASSWORD is too easy to guess for the shop's first admin. ${problem}.`;
  if (config.NODE_ENV === 'production') {
    throw new Error(
      `${message} Set a stronger ADMIN_PASSWORD (three or four unrelated words work well) and start again.`,
    );
  }
  log.warn({}, `${message} A live shop (NODE_ENV=production) refuses to start with it.`);
}

export type StartOptions = {
  /**
   * This process also runs the shop's timed work (best-seller recounts, erasure sweeps, unpaid
   * orders' expiry, customer messages). With several API processes (process-group.ts) only the
   * first does, so that nothing runs once per process.
   */
  background?: boolean;
  /**
   * The group's primary already migrated the database and made the first admin and the JWT secret
   * (process-group.ts): this process only opens it, instead of each checking the migrations again.
   */
  databasePrepared?: boolean;
};

export async function startApi(
  config: Config,
  { background = true, databasePrepared = false }: StartOptions = {},
) {
  keepHeapNearLive();
  const bootLog = {
    info: (obj: unknown, msg?: string) => console.log(msg ?? obj),
    warn: (obj: unknown, msg?: string) => console.warn(msg ?? obj),
  } as Pick<FastifyBaseLogger, 'info' | 'warn'>;
  const database = databasePrepared
    ? await openDatabase(databaseOptionsFromConfig(config))
    : await prepareDatabase(config, bootLog);
  // In a group the primary made it while preparing the database: the processes find it.
  const tokens = createTokenService(await jwtSecretOf(database, config));
  // On PostgreSQL other API processes may share the database: tell them of writes, hear theirs.
  const announcements = database.url ? await listenForWrites(database.url, bootLog) : undefined;
  // Online payment: Razorpay, the demo's stand-in, or none (cash only), and the log says why.
  const payment = await paymentModeOf(database.db, config);
  const demoPayments = payment.demo && {
    ...payment.demo,
    standinUrl: process.env[SHARED_DEMO_STANDIN_VARIABLE] || undefined,
  };
  const app = await buildApp({ db: database.db, config, tokens, announcements, demoPayments });
  if (payment.demo || !config.RAZORPAY_KEY_ID) app.log.warn(payment.why);
  else app.log.info(payment.why);
  // Every process answers searches from its own index: built before it listens, so that no
  // customer's first search on a group's other processes waits for it, and so that the collection
  // below takes the build's garbage (the read of every product) in each of them.
  await prepareSearchIndex(database.db);
  if (background) await runBackgroundWork(app, database, config);
  warnWithoutSiteUrl(config, app.log);
  app.addHook('onClose', async () => {
    await announcements?.close();
    await database.close();
  });
  collectStartGarbage();
  return app;
}

async function runBackgroundWork(
  app: Awaited<ReturnType<typeof buildApp>>,
  database: Database,
  config: Config,
) {
  // Every timed job on one runner: on PostgreSQL pg-boss runs each once across every process and
  // machine; on PGlite the one process's timers. Each run is recorded for admin → System (issue 35.2).
  const queue = database.url
    ? await pgBossJobRunner(database.url, app.log, { timeoutSeconds: config.JOB_TIMEOUT_SECONDS })
    : inProcessJobRunner(app.log);
  const jobs = recordedRunner(queue, database.db, () => new Date(), app.log);
  await keepRecentSalesCounted(jobs, database.db);
  await keepClosedAccountsSwept(jobs, database.db, app.log);
  await keepUnpaidOrdersExpiring(
    jobs,
    database.db,
    app.payments,
    { expiryMinutes: config.ONLINE_PAYMENT_MINUTES, everySeconds: config.PAYMENT_CHECK_SECONDS },
    app.log,
  );
  // Order messages leave off the request path, from the outbox their order's move wrote (decision 0034).
  await keepCustomerMessagesSending(jobs, database.db, app.messageGateways, app.log, {
    everySeconds: config.MESSAGE_SEND_SECONDS,
    leaseSeconds: config.MESSAGE_LEASE_SECONDS,
  });
  // Subscriptions' next days become orders once their cut-off passes (issue 34.4).
  await keepDeliveriesGenerated(jobs, database.db, app.clock, app.log, {
    everySeconds: config.SUBSCRIPTION_GENERATION_SECONDS,
    // PGlite's one connection would only queue them.
    workers: database.url ? Math.min(config.SUBSCRIPTION_GENERATION_WORKERS, config.DATABASE_POOL_SIZE) : 1,
  });
  // Subscriptions' evening reminders and low-balance messages (issue 34), into the same outbox.
  await keepSubscriptionRemindersQueued(
    jobs,
    database.db,
    {
      siteUrl: app.stockAlerts.siteUrl,
      clock: app.clock,
      everySeconds: config.SUBSCRIPTION_REMINDER_SECONDS,
    },
    app.log,
  );
  // On the 1st, last month's statement of each monthly-bill customer, and its message (issue 34.3).
  await keepStatementsClosed(
    jobs,
    database.db,
    { siteUrl: app.stockAlerts.siteUrl, clock: app.clock, everySeconds: config.MONTHLY_BILL_SECONDS },
    app.log,
  );
  app.addHook('onClose', async () => jobs.stop());
}

/**
 * A live shop needs its public address: without SITE_URL, sitemap, canonical and share links name
 * whatever host each visitor typed, and SMS links point at localhost (security issue 13.9).
 */
function warnWithoutSiteUrl(config: Config, log: Pick<FastifyBaseLogger, 'warn'>) {
  if (config.NODE_ENV !== 'production' || config.SITE_URL) return;
  log.warn(
    { fallback: publicSiteUrl(config) },
    'SITE_URL is not set: links in SMS messages, the sitemap and share previews cannot name the shop. ' +
      'Set SITE_URL to its public address (https://…) before customers use it.',
  );
}
