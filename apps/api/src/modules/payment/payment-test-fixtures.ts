import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app.js';

export type PaymentWorld = { t: TestApp; razorpay: TestApp['razorpay']; close(): Promise<void> };

/**
 * A test shop whose online payments go to its Razorpay stand-in (test-app.ts), through the SDK,
 * and whose webhooks come back over real HTTP: the shop listens on a port of its own too.
 */
export async function createPaymentWorld(): Promise<PaymentWorld> {
  const t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  t.razorpay.setWebhookUrl(`http://127.0.0.1:${port}/api/payments/razorpay/webhook`);
  return { t, razorpay: t.razorpay, close: () => t.close() };
}
