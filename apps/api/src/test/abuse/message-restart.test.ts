import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMessageStandins } from '../../modules/notification/notification-test-fixtures.js';
import { onPostgres } from './abuse-fixtures.js';
import { buildApiBundle, http, type RunningApi, startApi } from './api-process.js';
import {
  ADMIN,
  type Caller,
  freshShopPlace,
  type ShopPlace,
  shownTotal,
  signInOwnerAndPriya,
  stockedProduct,
} from './shop-fixtures.js';

/**
 * The built API in its own process sends order messages through an SMS gateway that stops answering
 * mid-batch; the process is killed (SIGKILL) with messages claimed and one on the wire, and a new
 * process on the same database takes over. Counted at the gateway: every message once.
 */
const kind = onPostgres ? 'postgres' : 'pglite';
const ORDERS = 6;

let bundle: Awaited<ReturnType<typeof buildApiBundle>>;
let standins: Awaited<ReturnType<typeof startMessageStandins>>;
let place: ShopPlace;
const running: RunningApi[] = [];
beforeAll(async () => {
  bundle = await buildApiBundle();
  standins = await startMessageStandins();
}, 180_000);
afterAll(async () => {
  for (const api of running)
    if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
  await place?.remove();
  await standins?.sms.close();
  await standins?.whatsapp.close();
  bundle?.remove();
});

describe(`order messages across a crash of the API process (${kind})`, () => {
  it('SIGKILL while sending: a new process sends the rest, none lost, none twice', {
    timeout: 300_000,
  }, async () => {
    place = await freshShopPlace(kind);
    const env = {
      ...place.env,
      SEED_DEMO: 'true',
      // Not the demo's subscribers: their low-balance message would be one more SMS than the orders'.
      SEED_DEMO_SUBSCRIBERS: 'false',
      RATE_LIMIT_SCALE: '1000',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: standins.sms.sendUrl,
      SMS_HTTP_TOKEN: 'sms-gateway-token',
      SMS_DLT_ENTITY_ID: '1101764000000000001',
      MESSAGE_SEND_SECONDS: '0.2',
      // Long enough that a claim on the hanging gateway's message does not run out while the test
      // looks for it (one held request): a 2-second lease let each 0.2-second tick send the held
      // message again, and a loaded machine saw 29 held instead of 1 (29 Nov). The new process
      // waits out the dead one's lease before sending the rest.
      MESSAGE_LEASE_SECONDS: '10',
      JOB_TIMEOUT_SECONDS: '4',
    };
    // Nothing goes out while the orders are placed.
    standins.sms.holdAfter(0);
    const first = await startApi(bundle.server, env);
    running.push(first);
    const call: Caller = (method, url, opts = {}) => http(first, method, url, opts);
    const { staffToken, priya } = await signInOwnerAndPriya(call);
    const productId = await stockedProduct(call, staffToken, 1000);
    const expectedTotal = await shownTotal(call, [{ productId, quantity: 1 }]);
    const orderIds: number[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await call(
        'POST',
        `/api/orders/products?customerId=${priya.id}&addressId=${priya.addressId}`,
        {
          token: priya.token,
          body: { productDetails: [{ productId, quantity: 1 }], expectedTotal },
        },
      );
      expect(res.status, JSON.stringify(res.data)).toBe(201);
      orderIds.push(res.data.response.orders[0].id);
      const confirm = await call('PUT', `/api/orders/${orderIds[i]}`, {
        token: staffToken,
        body: { status: 'CONFIRMED' },
      });
      expect(confirm.status, JSON.stringify(confirm.data)).toBe(200);
    }
    // One message is already on the wire, held; let 4 go through, then the gateway hangs again.
    await expect.poll(() => standins.sms.held(), { timeout: 30_000 }).toBe(1);
    standins.sms.holdAfter(4);
    standins.sms.release();
    standins.sms.holdAfter(4);
    await expect.poll(() => standins.sms.held(), { timeout: 30_000 }).toBe(1);
    const sentBeforeCrash = standins.sms.accepted().length;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // The message on the wire when the process died is dropped by the gateway (nobody heard its
    // answer). The gateway hears the hang-up only after the exit, sometimes: told to answer before
    // that, it took the message, and the new process sent it again (13 of 12 on a loaded machine,
    // CI 3 Dec), which is the gateway's timing, not the shop's.
    await expect.poll(() => standins.sms.heldWaiting(), { timeout: 30_000 }).toBe(0);
    standins.sms.release();

    const second = await startApi(bundle.server, env);
    running.push(second);
    const staff = (
      await http(second, 'POST', '/api/auth/login', {
        body: ADMIN,
      })
    ).data.response.jwtToken as string;
    const statuses = async () => {
      const all: string[] = [];
      for (const id of orderIds) {
        const res = await http(second, 'GET', `/api/orders/${id}/messages`, { token: staff });
        all.push(
          ...res.data.response.map((m: { event: string; status: string }) => `${m.event}:${m.status}`),
        );
      }
      return all;
    };
    await expect
      .poll(async () => (await statuses()).filter((s) => !s.endsWith(':sent')), {
        timeout: 120_000,
        interval: 500,
      })
      .toEqual([]);
    expect(await statuses()).toHaveLength(ORDERS * 2);

    const accepted = standins.sms.accepted();
    const references = accepted.map((m) => m.custom);
    console.log(
      `[messages/${kind}] ${sentBeforeCrash} sent before SIGKILL, ${accepted.length - sentBeforeCrash} by the new process`,
    );
    expect(sentBeforeCrash).toBe(5);
    expect(accepted).toHaveLength(ORDERS * 2);
    expect(new Set(references).size).toBe(ORDERS * 2);
    // And in order for each order: placed before confirmed.
    for (const id of orderIds) {
      const mine = accepted.filter((m) => m.message.includes(`order #${id} `)).map((m) => m.message);
      expect(mine, `order ${id}`).toEqual([
        expect.stringContaining('is placed'),
        expect.stringContaining('is confirmed'),
      ]);
    }
  });
});
