import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { registerApiRoutes } from './api-routes.js';
import { basicAuthCheck } from './auth.js';
import { registerCheckoutRoutes } from './checkout-routes.js';
import { registerControlRoutes } from './control-routes.js';
import { type RazorpayStandinControls, standinControls } from './controls.js';
import { asRazorpayError, urlNotFound } from './errors.js';
import { acceptFormPosts } from './form-body.js';
import { razorpayId } from './ids.js';
import { Ledger } from './ledger.js';
import { WebhookOutbox } from './webhook-outbox.js';

export type RazorpayStandinOptions = {
  /** The pair the SDK is built with; every /v1 API call must carry them as Basic auth. */
  keyId: string;
  keySecret: string;
  /** Signs webhooks (`X-Razorpay-Signature`); like Razorpay's, it need not be the key secret. */
  webhookSecret: string;
  /** Where webhooks are POSTed; without it they are only recorded. */
  webhookUrl?: string | undefined;
  /** The stand-in's address as the browser reaches it, when not the mount path on the same origin. */
  publicUrl?: string | undefined;
};

/** A Fastify plugin carrying the controls over the state it serves. */
export type RazorpayStandinPlugin = FastifyPluginAsync & { controls: RazorpayStandinControls };

/**
 * A local Razorpay: its API, hosted checkout and webhooks, with state in memory. Mount it in any
 * Fastify app under a prefix: `app.register(razorpayStandin(options), { prefix: '/demo-razorpay' })`,
 * then point the SDK at `<origin>/demo-razorpay` with `pointRazorpayAt`.
 */
export function razorpayStandin(options: RazorpayStandinOptions): RazorpayStandinPlugin {
  const outbox = new WebhookOutbox({
    secret: options.webhookSecret,
    url: options.webhookUrl,
    accountId: razorpayId('acc'),
  });
  const core = { ledger: new Ledger(), outbox, keySecret: options.keySecret };
  const controls = standinControls(core);

  const plugin: FastifyPluginAsync = async (app) => {
    // Errors in Razorpay's shape, whatever the app around uses for its own routes.
    app.setErrorHandler((error, request, reply) => {
      const razorpayError = asRazorpayError(error);
      if (razorpayError.statusCode >= 500) request.log.error({ err: error }, 'Razorpay stand-in failed');
      return reply.code(razorpayError.statusCode).send(razorpayError.body);
    });
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(urlNotFound().body));
    acceptFormPosts(app);
    await app.register(async (api) => {
      api.addHook('onRequest', basicAuthCheck(options.keyId, options.keySecret));
      registerApiRoutes(api, core);
      registerControlRoutes(api, controls);
    });
    registerCheckoutRoutes(app, core, { keyId: options.keyId, publicUrl: options.publicUrl });
  };
  return Object.assign(plugin, { controls });
}

export type StartedRazorpayStandin = RazorpayStandinControls & {
  /** `http://127.0.0.1:<port>`: the SDK's base URL and the origin of hosted checkout. */
  url: string;
  /** Waits for webhook deliveries under way, then stops listening. */
  close(): Promise<void>;
};

/** The stand-in on its own server at 127.0.0.1 (port 0: any free port), for tests. */
export async function startRazorpayStandin(
  options: RazorpayStandinOptions & { port?: number },
): Promise<StartedRazorpayStandin> {
  const app = Fastify({ logger: false });
  const plugin = razorpayStandin(options);
  await app.register(plugin);
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    ...plugin.controls,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await plugin.controls.webhooksSettled();
      await app.close();
    },
  };
}
