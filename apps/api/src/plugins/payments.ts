import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicSiteUrl } from '../config.js';
import {
  CASH_ONLY,
  type PaymentProvider,
  type PaymentSite,
  razorpayProvider,
} from '../modules/payment/index.js';
import { pointRazorpayAt, razorpayStandin } from '../standins/razorpay/index.js';
import { forwardTo } from './demo-standin-forward.js';
import type { DemoPayments } from './payment-mode.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments: Razorpay with keys, the local stand-in for a demo, none otherwise (decision 0031). */
    payments: PaymentProvider;
    paymentSite: PaymentSite;
  }
}

/** Where the demo stand-in answers, on the API itself (and so, through the web server, on the shop). */
export const DEMO_PREFIX = '/api/demo-razorpay';

/**
 * `provider`: the tests' own. Otherwise Razorpay with keys; the demo stand-in when `demo` says so
 * (payment-mode.ts decides, at start); with neither, no online payment: cash on delivery only.
 */
async function paymentsPlugin(
  app: FastifyInstance,
  opts: { provider?: PaymentProvider; demo?: DemoPayments },
) {
  const config = app.config;
  app.decorate('paymentSite', {
    siteUrl: publicSiteUrl(config),
    expiryMinutes: config.ONLINE_PAYMENT_MINUTES,
  });
  if (opts.provider) {
    app.decorate('payments', opts.provider);
    return;
  }
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET && config.RAZORPAY_WEBHOOK_SECRET) {
    app.decorate(
      'payments',
      razorpayProvider(
        {
          keyId: config.RAZORPAY_KEY_ID,
          keySecret: config.RAZORPAY_KEY_SECRET,
          webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
        },
        config.RAZORPAY_API_URL ? { apiUrl: config.RAZORPAY_API_URL, point: pointRazorpayAt } : {},
      ),
    );
    return;
  }
  if (!opts.demo) {
    app.decorate('payments', CASH_ONLY);
    return;
  }
  // The demo. Its keys are the same in every process (derived from a secret they share); with
  // several processes the group's primary runs the one stand-in, and each forwards the browser's
  // checkout pages to it, so that every process sees the same orders and payments.
  const { keys, standinUrl } = opts.demo;
  const origin = `http://127.0.0.1:${config.API_PORT}`;
  await app.register(
    async (scope) => {
      // Not the shop's API: left out of its OpenAPI document and contract.
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
      if (standinUrl) await scope.register(forwardTo(standinUrl, DEMO_PREFIX));
      else
        await scope.register(
          razorpayStandin({ ...keys, webhookUrl: `${origin}/api/payments/razorpay/webhook` }),
        );
    },
    { prefix: DEMO_PREFIX },
  );
  app.decorate(
    'payments',
    razorpayProvider(keys, {
      demo: true,
      apiUrl: standinUrl ?? `${origin}${DEMO_PREFIX}`,
      checkoutUrl: `${DEMO_PREFIX}/v1/checkout/embedded`,
      point: pointRazorpayAt,
    }),
  );
}

export default fp(paymentsPlugin, { name: 'payments' });
