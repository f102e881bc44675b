import type { BillPayment, BillPaymentInput, BillPaymentStart, RazorpayCallback } from '@farm/contract';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { findCustomerById } from '../customer/index.js';
import { createProviderOrder, type PaymentProvider, type PaymentSite } from '../payment/index.js';
import { getShopSettings } from '../settings/index.js';
import {
  findBillPaymentByKey,
  findOnlinePayment,
  findOnlinePaymentByKey,
  insertBillPayment,
  insertOnlinePayment,
  lockOnlinePaymentByProviderOrder,
  markOnlineFailed,
  markOnlinePaid,
  type OnlinePaymentRow,
  setOnlineProviderOrder,
} from './monthly-bill.repository.js';
import { dueAfter, toBillPayment } from './monthly-bill-statement.service.js';

const keyReused = () =>
  new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This key was used for a different payment; use a new key for a new one',
  ).worded({}, 'IDEMPOTENCY_KEY_USED_DIFFERENT_MONEY_EVENT');

/**
 * Staff record money received against the bill, cash or UPI with its reference. The key is the
 * form's own (`staff:<key>`): a double click or a retry records once and answers the first payment;
 * the same key for another amount or customer is refused.
 */
export async function recordBillPayment(
  db: DbOrTx,
  customerId: number,
  input: BillPaymentInput,
  staffUserId: number | null,
  now: Date,
): Promise<{ payment: BillPayment; repeated: boolean }> {
  const idempotencyKey = `staff:${input.idempotencyKey}`;
  const inserted = await insertBillPayment(db, {
    customerId,
    amount: input.amountPaise,
    method: input.method,
    reference: input.reference,
    idempotencyKey,
    staffUserId,
    receivedAt: now,
  });
  if (inserted) return { payment: toBillPayment(inserted), repeated: false };
  const first = await findBillPaymentByKey(db, idempotencyKey);
  if (!first || first.customerId !== customerId || first.amount !== input.amountPaise) throw keyReused();
  return { payment: toBillPayment(first), repeated: true };
}

/**
 * Starts paying the amount due now online (the statement's link leads to the wallet page, which
 * calls this): the provider's order for that amount and hosted checkout's form, as a top-up does.
 * The payment is recorded once, when captured (callback or webhook).
 */
export async function startBillPayment(
  db: Db,
  provider: PaymentProvider,
  site: PaymentSite,
  customerId: number,
  key: string | undefined,
  now: Date,
): Promise<BillPaymentStart & { repeated: boolean }> {
  if (!provider.enabled) {
    throw new AppError(
      422,
      'ONLINE_PAYMENT_UNAVAILABLE',
      'Payment is not offered: this shop does not take payment online',
    ).worded({}, 'PAYMENT_CASH_ON_DELIVERY_ONLY');
  }
  const existing = key ? await findOnlinePaymentByKey(db, customerId, key) : undefined;
  let row = existing;
  if (!row) {
    const due = await dueAfter(db, customerId, indiaToday(now));
    if (due <= 0) {
      throw new AppError(422, 'NOTHING_DUE', 'Nothing is due on the bill now').worded({}, 'BILL_NOTHING_DUE');
    }
    const values = { customerId, amount: due, idempotencyKey: key ?? null, provider: provider.name };
    row =
      (await insertOnlinePayment(db, values)) ??
      (key ? await findOnlinePaymentByKey(db, customerId, key) : undefined);
  }
  if (!row) throw new Error('a bill payment neither inserted nor found by its key');
  const providerOrderId = row.providerOrderId ?? (await newProviderOrder(db, provider, row));
  const [customer, settings] = await Promise.all([findCustomerById(db, customerId), getShopSettings(db)]);
  return {
    repeated: existing !== undefined,
    billPayment: { id: row.id, amountPaise: row.amount, status: row.status },
    provider: provider.name,
    demo: provider.demo,
    checkoutUrl: provider.checkoutUrl,
    amount: row.amount,
    expiresAt: new Date(row.createdAt.getTime() + site.expiryMinutes * 60_000).toISOString(),
    fields: {
      key_id: provider.keyId,
      order_id: providerOrderId,
      amount: String(row.amount),
      currency: 'INR',
      name: settings.farmName,
      description: `Monthly bill payment #${row.id}`,
      'prefill[name]': customer?.name ?? '',
      'prefill[contact]': customer?.mobileNumber ?? '',
      callback_url: `${site.siteUrl}/api/wallet/bill-payments/callback?billPayment=${row.id}`,
      cancel_url: `${site.siteUrl}/wallet?billPayment=${row.id}&payment=later`,
    },
  };
}

async function newProviderOrder(db: Db, provider: PaymentProvider, row: OnlinePaymentRow): Promise<string> {
  const created = await createProviderOrder(provider, {
    amount: row.amount,
    receipt: `bill-${row.id}`,
    notes: { shopBillPaymentId: String(row.id), shopCustomerId: String(row.customerId) },
  });
  await setOnlineProviderOrder(db, row.id, created.id);
  return created.id;
}

/**
 * Records a captured online payment of the bill once: the online payment's row is locked, so the
 * callback, the webhooks and a replay record it once; the key `online:<payment id>` is the last word.
 */
export async function settleBillPayment(
  tx: Tx,
  payment: { provider: string; providerOrderId: string; paymentId: string },
  now: Date,
  forPayment?: number,
): Promise<'recorded' | 'recorded-before' | 'unknown'> {
  const row = await lockOnlinePaymentByProviderOrder(tx, payment.provider, payment.providerOrderId);
  if (!row || (forPayment !== undefined && row.id !== forPayment)) return 'unknown';
  if (row.status === 'PAID') return 'recorded-before';
  await markOnlinePaid(tx, row.id, payment.paymentId, now);
  await insertBillPayment(tx, {
    customerId: row.customerId,
    amount: row.amount,
    method: 'ONLINE',
    reference: payment.paymentId,
    idempotencyKey: `online:${payment.paymentId}`,
    receivedAt: now,
  });
  return 'recorded';
}

/** Hosted checkout's form post for a bill payment, by payment's rules (as a top-up's callback). */
export async function handleBillPaymentCallback(
  db: Db,
  provider: PaymentProvider,
  id: number,
  fields: RazorpayCallback,
  now: Date,
): Promise<string> {
  const page = (outcome: 'paid' | 'failed' | 'later') => `/wallet?billPayment=${id}&payment=${outcome}`;
  const {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signature,
  } = fields;
  if (orderId && paymentId && signature) {
    if (!provider.checkoutSignatureValid(orderId, paymentId, signature)) return page('failed');
    const result = await db.transaction((tx) =>
      settleBillPayment(tx, { provider: provider.name, providerOrderId: orderId, paymentId }, now, id),
    );
    return page(result === 'unknown' ? 'failed' : 'paid');
  }
  if (fields['error[code]'] !== undefined) {
    const row = await findOnlinePayment(db, id);
    if (row?.providerOrderId) await markOnlineFailed(db, provider.name, row.providerOrderId);
    return page('failed');
  }
  return page('later');
}
