import { createHmac } from 'node:crypto';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DEMO_FARM_MARK } from '../db/seed/demo-farm.js';
import { findSecret, newSecret, storeSecretOnce } from '../modules/auth/index.js';
import type { RazorpayKeys } from '../modules/payment/index.js';

/** What every API process derives the demo stand-in's keys from, made once and kept in the database. */
const DEMO_PAYMENTS_SECRET = 'demo-razorpay';
/** Set by the group's primary (process-group.ts) for its processes: the one stand-in they share. */
export const SHARED_DEMO_STANDIN_VARIABLE = 'FARM_DEMO_RAZORPAY_URL';

/** The demo's Razorpay stand-in: its keys, and where it runs when the processes share one. */
export type DemoPayments = { keys: RazorpayKeys; standinUrl?: string | undefined };

/**
 * How this shop takes online payment (issue 30.12), and why, for the start-up log:
 * - Razorpay keys: Razorpay.
 * - `DEMO_PAYMENTS=1`: the demo stand-in (no money moves); `DEMO_PAYMENTS=0`: cash only.
 * - Otherwise the stand-in only for the demo farm (its seed marks the database) at no public
 *   address; a shop with SITE_URL, or with its own data, takes cash on delivery only.
 */
export async function paymentModeOf(
  db: Db,
  config: Pick<Config, 'RAZORPAY_KEY_ID' | 'DEMO_PAYMENTS' | 'SITE_URL'>,
): Promise<{ demo: DemoPayments | undefined; why: string }> {
  if (config.RAZORPAY_KEY_ID) return { demo: undefined, why: 'Online payment through Razorpay (keys set)' };
  const cashOnly = (reason: string) => ({
    demo: undefined,
    why: `Online payment is off, cash on delivery only: ${reason}. Set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET to take payments online`,
  });
  const demo = async (reason: string) => ({
    demo: { keys: demoKeysOf(await storeSecretOnce(db, DEMO_PAYMENTS_SECRET, newSecret())) },
    why: `Online payment is the DEMO: no money moves, anyone can mark an order paid (${reason}). A live shop sets its Razorpay keys, or SITE_URL for cash on delivery only`,
  });
  if (config.DEMO_PAYMENTS === true) return demo('DEMO_PAYMENTS is set');
  if (config.DEMO_PAYMENTS === false) return cashOnly('no Razorpay keys and DEMO_PAYMENTS=0');
  if (config.SITE_URL) return cashOnly('no Razorpay keys, and SITE_URL says this is a live shop');
  if (await findSecret(db, DEMO_FARM_MARK)) return demo('the demo farm at no public address');
  return cashOnly('no Razorpay keys, and this is not the demo farm');
}

/** The stand-in's keys, the same in every process: derived from the secret they share. */
export function demoKeysOf(secret: string): RazorpayKeys {
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');
  return {
    keyId: `rzp_test_demo${derive('key-id').slice(0, 8)}`,
    keySecret: derive('key-secret'),
    webhookSecret: derive('webhook-secret'),
  };
}
