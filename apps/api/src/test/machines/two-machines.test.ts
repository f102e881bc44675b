import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, png } from '../../modules/media/media-test-fixtures.js';
import { type StartedS3Standin, startS3Standin } from '../../standins/s3/index.js';
import { buildApiBundle, freePort, http } from '../abuse/api-process.js';
import {
  freshShopPlace,
  type ShopPlace,
  shownTotal,
  signInOwnerAndPriya,
  stockedProduct,
} from '../abuse/shop-fixtures.js';
import { startLoad } from './load.js';
import { Machine, webBuilt } from './machine.js';
import { NGINX, type RunningNginx, startNginx } from './nginx.js';

/**
 * Issue 35, the shop on two machines (docs/deployment.md): Debian's nginx in front of two machines,
 * each a web server and an API on ports of its own with a DATA_DIR no other sees, on one PostgreSQL,
 * one Redis and the S3 stand-in. Run by `npm test` after the web's build (scripts/test.mjs), with
 * `vitest.machines.config.ts`.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const METRICS_TOKEN = 'two-machines-metrics-token-0123456789';
const BUCKET = 'farm-two-machines';
const S3_KEYS = { S3_ACCESS_KEY_ID: 'two-machines-key', S3_SECRET_ACCESS_KEY: 'two-machines-secret-0123' };
/** Timed jobs every few seconds, so that a minute holds many of their periods. */
const JOB_PERIODS = {
  MESSAGE_SEND_SECONDS: '2',
  PAYMENT_CHECK_SECONDS: '5',
  SUBSCRIPTION_GENERATION_SECONDS: '5',
  SUBSCRIPTION_REMINDER_SECONDS: '5',
  MONTHLY_BILL_SECONDS: '5',
};

const ready = Boolean(process.env.TEST_DATABASE_URL && redisUrl && NGINX && webBuilt());
if (!ready && process.env.CI) {
  throw new Error('the two-machine test needs TEST_DATABASE_URL, TEST_REDIS_URL, nginx and the web build');
}

describe.runIf(ready)('the shop on two machines behind nginx', () => {
  let bundle: Awaited<ReturnType<typeof buildApiBundle>>;
  let place: ShopPlace;
  let s3: StartedS3Standin;
  let nginx: RunningNginx;
  let a: Machine;
  let b: Machine;
  let db: pg.Client;
  const machines = () => [a, b];
  const upstreams = (down?: Machine) => machines().map((m) => ({ port: m.webPort, down: m === down }));

  beforeAll(async () => {
    bundle = await buildApiBundle();
    place = await freshShopPlace('postgres');
    s3 = await startS3Standin({ buckets: [BUCKET], accessKeyId: S3_KEYS.S3_ACCESS_KEY_ID });
    const env = {
      ...place.env,
      ...S3_KEYS,
      ...JOB_PERIODS,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      REDIS_URL: String(redisUrl),
      REDIS_KEY_PREFIX: `farm-two-machines-${process.pid}:`,
      METRICS_TOKEN,
      RATE_LIMIT_SCALE: '1000',
      TRUST_PROXY: 'true',
    };
    a = await Machine.create('a', bundle.server, env);
    b = await Machine.create('b', bundle.server, env);
    // docs/deployment.md: each web server forwards to both machines' APIs in turn.
    a.apiAddresses = b.apiAddresses = `127.0.0.1:${a.apiPort},127.0.0.1:${b.apiPort}`;
    // The first machine migrates and loads the demo farm; the second starts on what it made.
    await a.start();
    await b.start();
    nginx = await startNginx(await freePort(), upstreams());
    db = new pg.Client({ connectionString: place.env.DATABASE_URL });
    await db.connect();
  }, 600_000);

  afterAll(async () => {
    await db?.end();
    await nginx?.stop();
    for (const m of [a, b]) await m?.remove();
    await s3?.close();
    await place?.remove();
    bundle?.remove();
  });

  const through = (url: string) => (method: string, path: string, opts?: Parameters<typeof http>[3]) =>
    http({ url }, method, path, opts);

  it('shows a price changed through one machine on the pages of the other within a second', async () => {
    const viaA = through(a.webUrl);
    const { staffToken } = await signInOwnerAndPriya(viaA);
    const code = 'GM-500';
    const product = (await viaA('GET', `/api/product/product-code?productCode=${code}`)).data.response;
    const page = () => fetch(`${b.webUrl}/productDetailsPage?productCode=${code}`).then((r) => r.text());
    const shown = (paise: number) => `"price":"${(paise / 100).toFixed(2)}"`;
    expect(await page()).toContain(shown(product.price));
    for (const price of [product.price - 100, product.price - 200]) {
      const changed = await viaA('PUT', `/api/product/${product.id}`, { token: staffToken, body: { price } });
      expect(changed.status, changed.text).toBe(200);
      // Machine b's API keeps public reads until a write is announced (PostgreSQL's NOTIFY): a
      // second after the change was answered, its page must show the new price.
      await sleep(1_000);
      expect(await page()).toContain(shown(price));
    }
    await viaA('PUT', `/api/product/${product.id}`, { token: staffToken, body: { price: product.price } });
  });

  it('serves a picture uploaded through one machine from the other', async () => {
    const viaA = through(a.webUrl);
    const { staffToken } = await signInOwnerAndPriya(viaA);
    const { body, headers } = multipart([
      { name: 'file', filename: 'kid.png', contentType: 'image/png', data: await png(320, 240) },
    ]);
    const res = await fetch(`${a.webUrl}/api/media`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${staffToken}` },
      body,
    });
    expect(res.status).toBe(201);
    const { url } = ((await res.json()) as { response: { url: string } }).response;
    const name = url.replace('/api/media/', '');
    expect(s3.keys(BUCKET)).toContain(name);
    const served = await fetch(`${b.webUrl}${url}`);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(Buffer.compare(bytes, s3.object(BUCKET, name)?.body ?? Buffer.alloc(0))).toBe(0);
  });

  it('runs each timed job once a period in a minute of both machines running', {
    timeout: 120_000,
  }, async () => {
    const since = (await db.query<{ now: Date }>('select now()')).rows[0]?.now;
    await sleep(60_000);
    // pg-boss's record of every run offered, by the period it was made in.
    const { rows } = await db.query<{ name: string; slot: string; runs: number }>(
      `select j.name, floor(extract(epoch from j.created_on) / r.every_seconds)::text as slot, count(*)::int as runs
         from pgboss.job j join job_runs r on r.name = j.name
        where j.created_on >= $1 group by 1, 2`,
      [since],
    );
    const twice = rows.filter((row) => row.runs > 1);
    expect(twice).toEqual([]);
    const ran = new Set(rows.map((row) => row.name));
    for (const job of [
      'send-customer-messages',
      'reconcile-online-payments',
      'generate-subscription-deliveries',
      'queue-subscription-reminders',
      'close-monthly-statements',
    ]) {
      expect(ran, job).toContain(job);
    }
    // The hourly and six-hourly jobs ran once as the first machine started, not again for the second.
    const once = await db.query<{ name: string; runs: number }>(
      `select name, count(*)::int as runs from pgboss.job
        where name in ('erase-closed-accounts', 'recount-recent-sales') group by name`,
    );
    expect(Object.fromEntries(once.rows.map((r) => [r.name, r.runs]))).toEqual({
      'erase-closed-accounts': 1,
      'recount-recent-sales': 1,
    });
    const failing = await db.query('select name, last_failure from job_runs where failures_in_a_row > 0');
    expect(failing.rows).toEqual([]);
  });

  /** A product with plenty of stock, Priya's checkout of one unit, and the reads of the load. */
  async function loadFixture(stock: number) {
    const viaNginx = through(nginx.url);
    const { staffToken, priya } = await signInOwnerAndPriya(viaNginx);
    const productId = await stockedProduct(viaNginx, staffToken, stock);
    const expectedTotal = await shownTotal(viaNginx, [{ productId, quantity: 1 }]);
    const reads = [
      { path: '/api/product/all?size=24&sort=newest', mustContain: '"totalElements"' },
      { path: `/api/product/${productId}`, mustContain: 'Durability ghee' },
      { path: '/productDetailsPage?productCode=GM-500', mustContain: '"price":"' },
    ];
    return { staffToken, priya, productId, expectedTotal, reads };
  }

  async function ordersOf(productId: number) {
    const { rows } = await db.query<{ id: number }>(
      'select distinct order_id as id from order_items where product_id = $1',
      [productId],
    );
    return rows.map((r) => r.id);
  }

  it('loses no read and no order, and doubles no order, when one machine’s API is killed', {
    timeout: 300_000,
  }, async () => {
    const stock = 200;
    const fixture = await loadFixture(stock);
    const load = startLoad({
      url: nginx.url,
      reads: fixture.reads,
      readers: 4,
      buyers: [fixture.priya],
      ordersPerBuyer: 30,
      checkout: { ...fixture, keyPrefix: `kill-${Date.now()}` },
    });
    while (load.placed() < 8) await sleep(50);
    a.api?.child.kill('SIGKILL');
    const result = await load.done;
    console.log(
      `[two machines] SIGKILL of a's API: ${result.reads} reads, ${result.orders.size} orders, ${result.resent} checkouts sent again`,
    );
    expect(result.failedReads.join('\n')).toBe('');
    // The kill was felt: machine a's web server finds one of the two APIs ready.
    const aReady = (await fetch(`${a.webUrl}/healthz/ready`).then((r) => r.json())) as {
      apiAddressesReady?: string;
    };
    expect(aReady.apiAddressesReady).toBe('1/2');
    expect(result.orders.size).toBe(30);
    const ids = [...result.orders.values()];
    expect(new Set(ids).size).toBe(30);
    expect((await ordersOf(fixture.productId)).sort()).toEqual([...ids].sort());
    const product = await db.query<{ stock: number }>('select stock from products where id = $1', [
      fixture.productId,
    ]);
    expect(product.rows[0]?.stock).toBe(stock - 30);
    // As systemd would: the killed API is started again, on its port, for the next test.
    await a.stop();
    await a.start();
    await nginx.reload(upstreams());
  });

  it('restarts both machines, one at a time, under load without a failed request', {
    timeout: 300_000,
  }, async () => {
    const fixture = await loadFixture(5_000);
    const load = startLoad({
      url: nginx.url,
      reads: fixture.reads,
      readers: 4,
      buyers: [fixture.priya],
      ordersPerBuyer: 1_000,
      pauseBetweenOrdersMs: 400,
      checkout: { ...fixture, keyPrefix: `restart-${Date.now()}` },
    });
    try {
      while (load.placed() < 5) await sleep(50);
      for (const machine of machines()) {
        // docs/deployment.md §6: out of nginx, restarted, ready, back in.
        await nginx.reload(upstreams(machine));
        await machine.stop();
        await machine.start();
        await nginx.reload(upstreams());
        const placedBefore = load.placed();
        while (load.placed() < placedBefore + 5) await sleep(50);
      }
    } finally {
      load.stop();
    }
    const result = await load.done.catch((err: Error) => ({ error: err.message }));
    expect('error' in result ? result.error : '').toBe('');
    if ('error' in result) return;
    console.log(`[two machines] rolling restart: ${result.reads} reads, ${result.orders.size} orders`);
    const nginxErrors = nginx
      .errorLog()
      .split('\n')
      .filter((line) => /\[(error|crit|alert)\]/.test(line));
    // Joined, so that the message names each failed request (CI's summary shows only the message).
    expect(result.failedRequests.join('\n'), nginxErrors.join('\n')).toBe('');
  });

  it('counts in its metrics the requests each machine answered', async () => {
    const metricsOf = async (m: Machine) => {
      const res = await fetch(`${m.apiUrl}/api/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(res.status).toBe(200);
      const text = await res.text();
      const line = text
        .split('\n')
        .find(
          (l) =>
            l.startsWith('farm_http_request_duration_seconds_count{') &&
            l.includes('route="/api/settings"') &&
            l.includes('status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = (await metricsOf(a)) + (await metricsOf(b));
    const sent = 40;
    for (let i = 0; i < sent; i++) {
      const res = await fetch(`${nginx.url}/api/settings`, { headers: { connection: 'close' } });
      expect(res.status).toBe(200);
    }
    const countedA = await metricsOf(a);
    const countedB = await metricsOf(b);
    expect(countedA + countedB - before).toBe(sent);
    // nginx spread them: both machines answered some.
    expect(countedA).toBeGreaterThan(0);
    expect(countedB).toBeGreaterThan(0);
  });
});
