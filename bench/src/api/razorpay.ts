import { startRazorpayStandin } from '@farm/api/tooling';

/** Razorpay for the bench's API: the shop's own stand-in, with keys the bench knows. */
export type BenchRazorpay = Awaited<ReturnType<typeof startRazorpayStandin>> & {
  /** Signs webhooks, as Razorpay's dashboard setting does; the API is started with it. */
  webhookSecret: string;
  /** The API's environment that points it at this stand-in. */
  env: Record<string, string>;
};

/**
 * Starts the stand-in on a port of its own. It sends no webhooks by itself (no URL): the bench
 * replays its events from the load process, so that their handling is what is measured.
 */
export async function startBenchRazorpay(): Promise<BenchRazorpay> {
  const keys = {
    keyId: 'rzp_test_bench0000000',
    keySecret: 'bench-razorpay-key-secret',
    webhookSecret: 'bench-razorpay-webhook-secret',
  };
  const standin = await startRazorpayStandin(keys);
  return {
    ...standin,
    webhookSecret: keys.webhookSecret,
    env: {
      RAZORPAY_KEY_ID: keys.keyId,
      RAZORPAY_KEY_SECRET: keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
      RAZORPAY_API_URL: standin.url,
    },
  };
}
