import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';
import { slowJsonPost } from './slow-request.js';

/**
 * Load shedding (security issue 13.13): a crowd the API cannot serve soon is answered 503
 * OVERLOADED with Retry-After at once, instead of queueing for tens of seconds; the health check
 * keeps answering. The limits are made tiny here so that the outcome depends on no timing: the
 * in-flight cap with the catalogue held by a table lock from the test (reads pile up in their
 * handlers on either database), the turns of the event loop with one request per turn.
 */
const CAP = 2;
const CROWD = CAP + 6;
const LIST = '/api/product/all?size=24';

type Answer = { status: number; retryAfter: string | null; type: string | null; data: any };

async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(url, { headers });
  const text = await res.text();
  let data: any;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    type: res.headers.get('content-type'),
    data,
  };
}

/** Holds the products table until `release()`: every catalogue read waits in its handler meanwhile. */
async function holdProducts(t: TestApp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = t.db.transaction(async (tx) => {
    await tx.execute(sql`LOCK TABLE products IN ACCESS EXCLUSIVE MODE`);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** Resolves once `count` of `answers` have arrived; fails (instead of hanging) if they never do. */
function firstAnswers(answers: Promise<Answer>[], count: number, what: string) {
  const arrived: Answer[] = [];
  return new Promise<Answer[]>((resolve, reject) => {
    const bound = setTimeout(
      () => reject(new Error(`${what}: only ${arrived.length} of ${count} answered; the rest queue`)),
      20_000,
    );
    for (const answer of answers) {
      answer.then((a) => {
        arrived.push(a);
        if (arrived.length === count) {
          clearTimeout(bound);
          resolve(arrived);
        }
      }, reject);
    }
  });
}

function expectOverloaded(a: Answer) {
  expect(a.status).toBe(503);
  expect(a.type).toMatch(/^application\/problem\+json/);
  expect(a.retryAfter).toMatch(/^[1-9]\d*$/);
  expect(a.data).toMatchObject({ status: 503, code: 'OVERLOADED', title: 'Service Unavailable' });
}

describe(`load shedding with at most ${CAP} requests in flight`, () => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      // Queueing never sheds here: only the cap does.
      env: { LOAD_SHEDDING: 'true', LOAD_SHED_MAX_IN_FLIGHT: String(CAP), LOAD_SHED_MAX_WAIT_MS: '60000' },
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${CROWD} reads at once while the catalogue is held: ${CROWD - CAP} are 503 OVERLOADED + Retry-After at once, health and cached answers still 200, the ${CAP} held ones 200 afterwards`, async () => {
    // A cached answer, made before the crowd: the HTTP cache answers it without the database.
    const cachedUrl = `${url}${LIST}&sort=price_asc`;
    expect((await get(cachedUrl)).status).toBe(200);

    const hold = await holdProducts(t);
    let crowd: Promise<Answer>[] = [];
    try {
      crowd = Array.from({ length: CROWD }, () => get(`${url}${LIST}`, { 'cache-control': 'no-cache' }));
      const shed = await firstAnswers(crowd, CROWD - CAP, 'the crowd beyond the cap');
      for (const a of shed) expectOverloaded(a);

      expect(await get(`${url}/api/health`)).toMatchObject({ status: 200, data: { status: 'ok' } });
      const cached = await get(cachedUrl);
      expect(cached.status).toBe(200);
    } finally {
      await hold.release();
    }
    const answers = await Promise.all(crowd);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(CAP).fill(200), ...Array(CROWD - CAP).fill(503)]);

    // The slots came back: as many reads as the cap, at once, and more one after another.
    const again = await Promise.all(
      Array.from({ length: CAP }, () => get(`${url}${LIST}`, { 'cache-control': 'no-cache' })),
    );
    expect(again.map((a) => a.status)).toEqual(Array(CAP).fill(200));
    for (let i = 0; i < CAP + 2; i++) {
      expect((await get(`${url}${LIST}`, { 'cache-control': 'no-cache' })).status).toBe(200);
    }
  });

  it(`${CAP + 3} request bodies still on their way hold no slot: reads go on, and each body is answered 201 when it arrives`, async () => {
    const slow = Array.from({ length: CAP + 3 }, (_, i) =>
      slowJsonPost(
        `${url}/api/contact-as`,
        { name: `Slow ${i}`, email: `slow${i}@farm.test`, mobileNumber: '9876543210', message: 'Hello' },
        { 'x-forwarded-for': `10.9.0.${i + 1}` },
      ),
    );
    await Promise.all(slow.map((r) => r.accepted));
    const reads = await Promise.all(
      Array.from({ length: CAP }, () => get(`${url}${LIST}`, { 'cache-control': 'no-cache' })),
    );
    expect(reads.map((a) => a.status)).toEqual(Array(CAP).fill(200));
    // One at a time: all at once they would be a crowd of their own, beyond the cap.
    for (const r of slow) {
      r.finish();
      expect((await r.answered).status).toBe(201);
    }
  });
});

const BURST = 10;
const burst = (t: TestApp) =>
  Array.from({ length: BURST }, () => t.call('GET', LIST, { headers: { 'cache-control': 'no-cache' } }));

describe('turns of the event loop: one request per turn, no waiting allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: {
        LOAD_SHEDDING: 'true',
        LOAD_SHED_TURN_MS: '0',
        LOAD_SHED_MAX_WAIT_MS: '0',
        LOAD_SHED_MAX_IN_FLIGHT: '0',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${BURST} reads in one turn: the first is served, the second waits for the next turn, the other ${BURST - 2} are 503 OVERLOADED + Retry-After at once; health in the same turn is 200`, async () => {
    const reads = burst(t);
    const health = t.call('GET', '/api/health');
    const answers = await Promise.all(reads);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, ...Array(BURST - 2).fill(503)]);
    for (const shed of answers.slice(2)) {
      expect(shed.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(shed.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      expect(shed.data).toMatchObject({ status: 503, code: 'OVERLOADED', title: 'Service Unavailable' });
    }
    expect((await health).statusCode).toBe(200);
    // Nobody is left waiting: the next read finds an empty queue.
    expect((await t.call('GET', LIST, { headers: { 'cache-control': 'no-cache' } })).statusCode).toBe(200);
  });
});

describe('turns of the event loop: one request per turn, a minute of waiting allowed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      demo: true,
      env: {
        LOAD_SHEDDING: 'true',
        LOAD_SHED_TURN_MS: '0',
        LOAD_SHED_MAX_WAIT_MS: '60000',
        LOAD_SHED_MAX_IN_FLIGHT: '0',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${BURST} reads in one turn all wait their turn and are served: queueing alone drops nothing`, async () => {
    const answers = await Promise.all(burst(t));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(BURST).fill(200));
  });
});
