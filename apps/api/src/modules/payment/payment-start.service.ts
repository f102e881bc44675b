import type { PaymentStart } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { findOrderForPayment, type OrderForPayment } from '../order/index.js';
import { getShopSettings } from '../settings/index.js';
import { findAttempts, insertAttempt } from './payment.repository.js';
import type { PaymentProvider } from './payment-provider.js';
import { createProviderOrder } from './provider-order.js';

export type PaymentSite = {
  /** The shop's public address: hosted checkout posts the customer's browser back to it. */
  siteUrl: string;
  /** How long an online order waits for its payment before it is cancelled. */
  expiryMinutes: number;
};

/**
 * Starts paying an order that awaits its payment, or resumes: the latest unpaid attempt's provider
 * order is used again, so a reload or a second tab makes no second charge to choose from. The
 * answer is hosted checkout's form: the key id (never a secret), the provider's order, the amount,
 * the customer's number to prefill, and where to come back.
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider,
  site: PaymentSite,
  customerId: number,
  orderId: number,
): Promise<PaymentStart> {
  const order = await findOrderForPayment(db, orderId);
  // Another customer's order is "not found" like a missing one (decision 0010).
  if (!order || order.customerId !== customerId) throw notFound('Order');
  assertAwaitsPayment(order);
  const [attempts, settings] = await Promise.all([findAttempts(db, order.id), getShopSettings(db)]);
  const open = attempts.find((a) => a.status !== 'paid');
  const providerOrderId =
    open?.providerOrderId ?? (await newAttempt(db, provider, order, attempts.length + 1));
  const back = `${site.siteUrl}/api/payments/${provider.name}/callback?order=${order.id}`;
  return {
    provider: provider.name,
    demo: provider.demo,
    checkoutUrl: provider.checkoutUrl,
    amount: order.total,
    expiresAt: new Date(order.createdAt.getTime() + site.expiryMinutes * 60_000).toISOString(),
    fields: {
      key_id: provider.keyId,
      order_id: providerOrderId,
      amount: String(order.total),
      currency: 'INR',
      name: settings.farmName,
      description: `Order #${order.id}`,
      'prefill[name]': order.customerName,
      'prefill[contact]': order.customerMobile,
      callback_url: back,
      cancel_url: `${site.siteUrl}/orderSummaryDetails?cartBundleId=${order.cartBundleId}&payment=later`,
    },
  };
}

function assertAwaitsPayment(order: OrderForPayment) {
  if (order.status === 'PENDING_PAYMENT') return;
  if (order.paymentMethod === 'COD') {
    throw conflict('PAYMENT_NOT_PENDING', 'This order is cash on delivery: pay at the door').worded(
      {},
      'ORDER_IS_CASH_ON_DELIVERY',
    );
  }
  if (order.status === 'CANCELLED') {
    const why = 'This order was cancelled, so there is nothing to pay; place a new one';
    throw conflict('PAYMENT_NOT_PENDING', why).worded({}, 'ORDER_CANCELLED_NOTHING_TO_PAY');
  }
  throw conflict('PAYMENT_NOT_PENDING', 'This order is paid already').worded({}, 'ORDER_PAID_ALREADY');
}

async function newAttempt(db: Db, provider: PaymentProvider, order: OrderForPayment, attempt: number) {
  const created = await createProviderOrder(
    provider,
    {
      amount: order.total,
      // Unique per attempt, as Razorpay requires of a receipt: "order-17-1", "order-17-2".
      receipt: `order-${order.id}-${attempt}`,
      notes: { shopOrderId: String(order.id) },
    },
    'The payment service did not answer; try again in a minute, or cancel and choose cash on delivery',
  );
  await insertAttempt(db, {
    orderId: order.id,
    provider: provider.name,
    providerOrderId: created.id,
    amount: order.total,
  });
  return created.id;
}
