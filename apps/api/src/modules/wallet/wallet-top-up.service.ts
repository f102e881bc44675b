import type { RazorpayCallback, WalletTopUp, WalletTopUpStart } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { findCustomerById } from '../customer/index.js';
import { createProviderOrder, type PaymentProvider, type PaymentSite } from '../payment/index.js';
import { getShopSettings } from '../settings/index.js';
import { moveMoney } from './wallet.service.js';
import {
  findTopUp,
  findTopUpByKey,
  insertTopUp,
  lockTopUpByProviderOrder,
  markTopUpFailed,
  markTopUpPaid,
  setProviderOrder,
  type TopUpRow,
  toTopUp,
} from './wallet-top-up.repository.js';

/**
 * Starts a top-up (or answers the one the customer's key already started, making no second charge
 * to choose from): the provider's order for the amount, and hosted checkout's form exactly as an
 * order's payment answers it. The wallet is credited later, once, when the payment is captured.
 */
export async function startTopUp(
  db: Db,
  provider: PaymentProvider,
  site: PaymentSite,
  customerId: number,
  amount: number,
  key: string | undefined,
): Promise<WalletTopUpStart & { repeated: boolean }> {
  if (!provider.enabled) {
    const message = 'is not offered: this shop does not take payment online';
    throw new AppError(422, 'ONLINE_PAYMENT_UNAVAILABLE', `Payment ${message}`, [
      { field: 'amountPaise', code: 'ONLINE_PAYMENT_UNAVAILABLE', message },
    ]).worded({}, 'PAYMENT_CASH_ON_DELIVERY_ONLY');
  }
  const values = { customerId, amount, idempotencyKey: key ?? null, provider: provider.name };
  const inserted = await insertTopUp(db, values);
  const topUp = inserted ?? (key ? await findTopUpByKey(db, customerId, key) : undefined);
  if (!topUp) throw new Error('a top-up neither inserted nor found by its key');
  if (topUp.amount !== amount) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This key was used for a top-up of another amount; use a new key for a new top-up',
    ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT');
  }
  const providerOrderId = topUp.providerOrderId ?? (await newProviderOrder(db, provider, topUp));
  const [customer, settings] = await Promise.all([findCustomerById(db, customerId), getShopSettings(db)]);
  const back = `${site.siteUrl}/api/wallet/top-ups/callback?topUp=${topUp.id}`;
  return {
    repeated: !inserted,
    topUp: toTopUp(topUp),
    provider: provider.name,
    demo: provider.demo,
    checkoutUrl: provider.checkoutUrl,
    amount,
    expiresAt: new Date(topUp.createdAt.getTime() + site.expiryMinutes * 60_000).toISOString(),
    fields: {
      key_id: provider.keyId,
      order_id: providerOrderId,
      amount: String(amount),
      currency: 'INR',
      name: settings.farmName,
      description: `Wallet top-up #${topUp.id}`,
      'prefill[name]': customer?.name ?? '',
      'prefill[contact]': customer?.mobileNumber ?? '',
      callback_url: back,
      cancel_url: `${site.siteUrl}/wallet?topUp=${topUp.id}&payment=later`,
    },
  };
}

async function newProviderOrder(db: Db, provider: PaymentProvider, topUp: TopUpRow): Promise<string> {
  const created = await createProviderOrder(provider, {
    amount: topUp.amount,
    // Unique per top-up, as Razorpay requires of a receipt.
    receipt: `topup-${topUp.id}`,
    notes: { shopTopUpId: String(topUp.id), shopCustomerId: String(topUp.customerId) },
  });
  await setProviderOrder(db, topUp.id, created.id);
  return created.id;
}

/**
 * Credits the wallet for a captured payment of a top-up, once: the top-up's row is locked, so the
 * callback and the webhooks of one payment, or a webhook replayed, credit it once; the ledger's
 * key `topup:<payment id>` is the last word.
 */
export async function settleTopUp(
  tx: Tx,
  payment: { provider: string; providerOrderId: string; paymentId: string },
  now: Date,
  forTopUp?: number,
): Promise<'recorded' | 'recorded-before' | 'unknown'> {
  const topUp = await lockTopUpByProviderOrder(tx, payment.provider, payment.providerOrderId);
  if (!topUp || (forTopUp !== undefined && topUp.id !== forTopUp)) return 'unknown';
  if (topUp.status === 'PAID') return 'recorded-before';
  await markTopUpPaid(tx, topUp.id, payment.paymentId, now);
  await moveMoney(
    tx,
    {
      customerId: topUp.customerId,
      amount: topUp.amount,
      reason: 'TOP_UP',
      idempotencyKey: `topup:${payment.paymentId}`,
      actor: 'CUSTOMER',
    },
    1,
  );
  return 'recorded';
}

/** Where the customer's browser goes after hosted checkout: the wallet page, saying how it went. */
export type TopUpCallbackResult = { location: string; outcome: 'paid' | 'failed' | 'later' };

/**
 * Hosted checkout's form post for a top-up (`?topUp=` is ours), by payment's rules: a signed
 * payment credits the wallet at once, without waiting for the webhook; Razorpay's error fields
 * mark the top-up failed; nothing means "later". A signature that is not Razorpay's credits nothing.
 */
export async function handleTopUpCallback(
  db: Db,
  provider: PaymentProvider,
  topUpId: number,
  fields: RazorpayCallback,
  now: Date,
): Promise<TopUpCallbackResult> {
  const page = (outcome: TopUpCallbackResult['outcome']) => ({
    outcome,
    location: `/wallet?topUp=${topUpId}&payment=${outcome}`,
  });
  const {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = fields;
  if (providerOrderId && paymentId && signature) {
    if (!provider.checkoutSignatureValid(providerOrderId, paymentId, signature)) return page('failed');
    const result = await db.transaction((tx) =>
      settleTopUp(tx, { provider: provider.name, providerOrderId, paymentId }, now, topUpId),
    );
    return page(result === 'unknown' ? 'failed' : 'paid');
  }
  if (fields['error[code]'] !== undefined) {
    const topUp = await findTopUp(db, topUpId);
    if (topUp?.providerOrderId) {
      await markTopUpFailed(db, provider.name, topUp.providerOrderId, fields['error[description]'] ?? null);
    }
    return page('failed');
  }
  return page('later');
}

/** One of the customer's own top-ups; another's is not found. */
export async function readTopUp(db: Db, customerId: number, id: number): Promise<WalletTopUp> {
  const row = await findTopUp(db, id);
  if (!row || row.customerId !== customerId) throw notFound('Top-up', 'TOP_UP_NOT_FOUND');
  return toTopUp(row);
}
