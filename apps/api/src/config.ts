import path from 'node:path';
import { OTP_LIMITS } from '@farm/contract';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the API reads from the environment; the README lists them. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
    API_HOST: z.string().default('127.0.0.1'),
    /**
     * The shop's public address (`https://shop.example`), for links that leave the browser: the
     * back-in-stock SMS. Without it, links point at this machine's web server (PORT).
     */
    SITE_URL: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    /** The web server's port (the one people open): links point at it when SITE_URL is unset. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * API processes sharing the port (node:cluster), e.g. one per core. More than one needs
     * PostgreSQL (DATABASE_URL: PGlite lives inside one process) and Redis (REDIS_URL: the rate limits
     * and sign-in throttles must be counted once for all of them). Each has its own pool.
     */
    API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** `redis://…`: rate-limit and sign-in throttle counts shared by every API process. */
    REDIS_URL: z.string().url().optional(),
    /** Prefix of this shop's Redis keys, so that several shops can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('farm-shop:'),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    ADMIN_NAME: z.string().default('Farm Admin'),
    JWT_SECRET: z.string().min(32).optional(),
    SEED_DEMO: flag.default(true),
    /**
     * With the demo farm, its ten subscribers too. Their days are generated at the rounds' real
     * cut-offs (20:00 and 21:00 India time), so a shop whose tests must not change with the hour
     * (the browser tests) leaves them out.
     */
    SEED_DEMO_SUBSCRIBERS: flag.default(true),
    COOKIE_SECURE: flag.default(true),
    /**
     * Whose X-Forwarded-For to believe: by default only loopback, i.e. the shop's own web server,
     * which sets it from the real socket. `true` trusts every hop (behind a known load balancer).
     */
    TRUST_PROXY: z
      .string()
      .default('loopback')
      .transform((v) => (v === 'true' ? true : v === 'false' ? false : v)),
    /**
     * Multiplies every per-client request limit, and the checkout's per customer (checkouts an hour,
     * open orders); only for test shops whose traffic all comes from one address or a few customers.
     */
    RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * One-time codes one address may ask for in an hour (kept in the database, so RATE_LIMIT_SCALE
     * leaves it alone): raise it only where many customers share one address (the browser tests).
     */
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .default(OTP_LIMITS.sendsPerIpPerHour),
    /**
     * Load shedding (decision 0017): while the API is busier than it can serve, requests wait their
     * turn in order, and a request that would wait too long is answered 503 OVERLOADED with Retry-After.
     */
    LOAD_SHEDDING: flag.default(true),
    /**
     * Prometheus metrics at `/api/metrics` for a scraper that sends `Authorization: Bearer <this>`;
     * unset, there are none (404). Never public: they say how busy the shop is and what waits.
     */
    METRICS_TOKEN: z.string().min(24, 'Use at least 24 characters').optional(),
    /** How long one turn of the event loop serves requests (at least one) before the rest wait for the next turn. */
    LOAD_SHED_TURN_MS: z.coerce.number().min(0).max(1000).default(10),
    /** A request that finds the queue's first request waiting longer than this is answered 503 at once. */
    LOAD_SHED_MAX_WAIT_MS: z.coerce.number().min(0).max(60_000).default(1000),
    /** At most this many requests in their handlers at once (on PostgreSQL they wait for the pool); 0: no cap. */
    LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(100_000).default(500),
    /**
     * A connection on which no byte moves for this long is closed (a stalled upload, a client that
     * stopped reading); 0: never. The web server reads the same setting.
     */
    IDLE_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(60),
    /**
     * The longest a whole request may take to arrive: long enough for VIDEO_MAX_BYTES over a slow
     * phone line; 0: no limit. The web server reads the same setting.
     */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0).max(86400).default(3600),
    /** How long SIGTERM waits for the requests in flight before it cuts them off. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `outbox`: SMS are stored and shown to staff, never sent. `http`: sent through SMS_HTTP_URL. */
    SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
    SMS_HTTP_URL: z.string().url().optional(),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_SENDER_ID: z.string().max(11).default('FARMSH'),
    /** The shop's DLT principal entity id, sent with every templated SMS (the demo's is made up). */
    SMS_DLT_ENTITY_ID: z.string().default('1101764000000000001'),
    /**
     * WhatsApp Cloud API: with a token and a phone number id, order messages also go by WhatsApp to
     * customers who opted in; without them they stay in the WhatsApp outbox (demo).
     */
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
    WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com'),
    WHATSAPP_API_VERSION: z.string().default('v21.0'),
    /** How often the sending job looks for due messages. */
    MESSAGE_SEND_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
    /** How long a sender's claim on a message holds: one that died gives its messages back after this. */
    MESSAGE_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * On PostgreSQL (pg-boss): a job run still going after this long is taken for dead (its process
     * crashed) and the job is offered again.
     */
    JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
    /**
     * How often the subscription job looks for deliveries whose cut-off has passed (decision 0054):
     * a day is generated within this long of its slot's cut-off.
     */
    SUBSCRIPTION_GENERATION_SECONDS: z.coerce.number().min(0.1).max(3600).default(60),
    /**
     * On PostgreSQL: how many batches of a run's orders the subscription job places at once, each on
     * its own connection (at most DATABASE_POOL_SIZE; PGlite places them one by one). Two: batches
     * queue at the milk's stock row, so more only hold connections the storefront needs (measured:
     * 10,000 households in 17 s with 2, 20-24 s with 8, and the product list's p99 3 times lower).
     */
    SUBSCRIPTION_GENERATION_WORKERS: z.coerce.number().int().min(1).max(200).default(2),
    /** How often the evening reminders and low-balance messages are looked for (decision 0054). */
    SUBSCRIPTION_REMINDER_SECONDS: z.coerce.number().min(0.1).max(3600).default(300),
    /** How often the monthly bill's job looks for last month's statements to close (issue 34.3). */
    MONTHLY_BILL_SECONDS: z.coerce.number().min(0.1).max(86_400).default(3600),
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(10 * 1024 * 1024),
    VIDEO_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(50 * 1024 * 1024),
    /**
     * Media in an S3-compatible bucket instead of DATA_DIR/media (decision 0055): set S3_BUCKET to
     * choose it. S3_ENDPOINT for a service other than AWS (MinIO, R2, B2…), with S3_FORCE_PATH_STYLE
     * for those that want `host/bucket/key`. The keys go together, or neither (an instance role);
     * the secret is never logged.
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .string()
      .url()
      .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://')
      .optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /**
     * Razorpay's keys (test mode first: rzp_test_…), all three or none. Without them the shop takes
     * cash on delivery only, or is a demo (DEMO_PAYMENTS). Never logged, never sent to the browser
     * except the key id.
     */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /**
     * With the keys: Razorpay's API at another address (the bench's stand-in, a recording proxy);
     * hosted checkout stays Razorpay's. Without keys it is not read.
     */
    RAZORPAY_API_URL: z.string().url().optional(),
    /**
     * Without Razorpay keys: `1` takes "online" payments through the local stand-in (a demo: no
     * money moves, anyone can mark an order paid); `0` takes cash on delivery only. Unset: the demo
     * farm at no public address (no SITE_URL) is a demo, any other shop cash only (issue 30.12).
     */
    DEMO_PAYMENTS: flag.optional(),
    /**
     * How long an online order holds its stock waiting for its payment before it is cancelled: as
     * long as a payment page needs (gateways expire a UPI intent or QR in 8–10 minutes), no longer:
     * an unpaid order keeps goods off the shelf (issue 30). A payment that lands later is refunded.
     */
    ONLINE_PAYMENT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
    /** How often unpaid online orders are reconciled with the provider and expired. */
    PAYMENT_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  })
  .superRefine((env, ctx) => {
    if (env.API_PROCESSES > 1 && (!env.DATABASE_URL || !env.REDIS_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message:
          'several API processes need DATABASE_URL (PostgreSQL) and REDIS_URL (limits counted once for all); set both, or API_PROCESSES=1',
      });
    }
    const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    if (keys.some(Boolean) && !keys.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['RAZORPAY_KEY_ID'],
        message: 'give RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none',
      });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'name the bucket to keep media in S3, or unset the other S3_ settings',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_ACCESS_KEY_ID'],
        message: 'give S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
      });
    }
  });

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR'> & { DATA_DIR: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid settings in the environment:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/** The shop's public origin for absolute links: SITE_URL, else this machine's web server. */
export function publicSiteUrl(config: Pick<Config, 'SITE_URL' | 'PORT'>): string {
  return config.SITE_URL ?? `http://localhost:${config.PORT}`;
}

/** `FOO=` in a shell means "unset", not "empty string". */
function stripEmpty(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}
