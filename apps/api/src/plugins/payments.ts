import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicSiteUrl } from '../config.js';
import { type PaymentProvider, type PaymentSite, razorpayProvider } from '../modules/payment/index.js';
import { pointRazorpayAt, razorpayStandin } from '../standins/razorpay/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments: Razorpay with keys, the local stand-in without (decision 0031). */
    payments: PaymentProvider;
    paymentSite: PaymentSite;
  }
}

/** Where the demo stand-in answers, on the API itself (and so, through the web server, on the shop). */
const DEMO_PREFIX = '/api/demo-razorpay';

async function paymentsPlugin(app: FastifyInstance, opts: { provider?: PaymentProvider }) {
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
  // No keys: the demo. Keys made up for this process; the stand-in calls this API's webhook.
  const keys = {
    keyId: `rzp_test_demo${randomBytes(4).toString('hex')}`,
    keySecret: randomBytes(24).toString('hex'),
    webhookSecret: randomBytes(24).toString('hex'),
  };
  const origin = `http://127.0.0.1:${config.API_PORT}`;
  await app.register(
    async (scope) => {
      // Not the shop's API: left out of its OpenAPI document and contract.
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true };
      });
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
      apiUrl: `${origin}${DEMO_PREFIX}`,
      checkoutUrl: `${DEMO_PREFIX}/v1/checkout/embedded`,
      point: pointRazorpayAt,
    }),
  );
}

export default fp(paymentsPlugin, { name: 'payments' });
