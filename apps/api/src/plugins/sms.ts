import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { failureOf, GatewayRefusal } from '../lib/message-failure.js';
import { insertSmsMessage, markSmsFailed, markSmsSent } from '../modules/sms-log/index.js';

/** Something that delivers a text message, or throws when it could not. */
export interface SmsProvider {
  name: string;
  send(to: string, body: string, dlt?: DltTemplate): Promise<void>;
}

/**
 * What India's gateways want with each message (TRAI DLT): the registered template it follows and
 * the shop's reference for it. Every message carries one: order messages, back-in-stock notes and
 * one-time codes all leave through the customer-message outbox (decision 0046).
 */
export type DltTemplate = { templateId: string; reference: string };

/**
 * The shop's one SMS sender: the customer-message outbox's SMS gateway (plugins/message-gateways.ts)
 * is its only caller, so every SMS is written in the transaction that caused it, sent by the
 * outbox's sender with retries, and logged here (`sms_messages`, the staff's SMS outbox).
 */
export interface SmsSender {
  readonly provider: string;
  /**
   * Records the message and waits for the provider: `sent`, or `stored` by the demo outbox.
   * Throws when the gateway refused it (the row is then `failed`): the outbox's sender retries.
   */
  deliverNow(to: string, body: string, dlt: DltTemplate, options?: SendOptions): Promise<'sent' | 'stored'>;
  /** Resolves when every delivery in flight has ended (shutdown, tests). */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

export type SendOptions = {
  /**
   * A one-time code inside the body. A delivering provider gets the body as it is, but the stored
   * copy shows the code masked (●●●●●●): nobody with the database or the outbox can sign in as the
   * customer. The demo `outbox` provider keeps it, because the outbox is the only way to read it.
   */
  secret?: string;
};

/** The body as the outbox keeps it. */
export function storedBody(provider: SmsProvider, body: string, options: SendOptions = {}): string {
  if (provider.name === 'outbox' || !options.secret) return body;
  return body.replaceAll(options.secret, '●'.repeat(options.secret.length));
}

export const SMS_HTTP_TIMEOUT_MS = 5000;

/** Nothing leaves the machine: the recorded row is the message; staff read it at GET /sms/outbox. */
export function outboxProvider(): SmsProvider {
  return { name: 'outbox', send: async () => {} };
}

/**
 * An Indian gateway's JSON send API (Mobtexting's `POST /api/v2/sms/send`; standins/sms-gateway
 * speaks it): `{to, message, sender}` with a bearer token, and with a DLT template the transactional
 * service `T`, `entity_id`, `template_id` and our reference in `custom`. Any non-2xx is a failure.
 */
export function httpProvider(options: {
  url: string;
  token?: string | undefined;
  sender: string;
  /** The shop's DLT principal entity id. */
  entityId?: string | undefined;
  timeoutMs?: number;
}): SmsProvider {
  return {
    name: 'http',
    async send(to, body, dlt) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({
          to,
          message: body,
          sender: options.sender,
          ...(dlt
            ? {
                service: 'T',
                entity_id: options.entityId,
                template_id: dlt.templateId,
                custom: dlt.reference,
              }
            : {}),
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? SMS_HTTP_TIMEOUT_MS),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new GatewayRefusal('SMS gateway', res.status);
    },
  };
}

export function providerFromConfig(config: Config): SmsProvider {
  if (config.SMS_PROVIDER === 'outbox') return outboxProvider();
  if (!config.SMS_HTTP_URL) throw new Error('SMS_PROVIDER=http needs SMS_HTTP_URL');
  return httpProvider({
    url: config.SMS_HTTP_URL,
    token: config.SMS_HTTP_TOKEN,
    sender: config.SMS_SENDER_ID,
    entityId: config.SMS_DLT_ENTITY_ID,
  });
}

export function createSmsSender(db: Db, provider: SmsProvider, log: FastifyBaseLogger): SmsSender {
  const inFlight = new Set<Promise<unknown>>();

  async function deliver(to: string, body: string, dlt: DltTemplate, options?: SendOptions) {
    const stored = storedBody(provider, body, options);
    const id = await insertSmsMessage(db, { to, body: stored, provider: provider.name, status: 'stored' });
    if (provider.name === 'outbox') return 'stored' as const;
    try {
      await provider.send(to, body, dlt);
    } catch (err) {
      const failure = failureOf(err);
      // Never the body: it may hold a one-time code.
      log.warn({ smsId: id, provider: provider.name, failure }, 'SMS delivery failed');
      await markSmsFailed(db, id, failure);
      throw err;
    }
    await markSmsSent(db, id);
    return 'sent' as const;
  }

  return {
    provider: provider.name,
    deliverNow(to, body, dlt, options) {
      const delivery = deliver(to, body, dlt, options);
      inFlight.add(delivery);
      void delivery.catch(() => undefined).finally(() => inFlight.delete(delivery));
      return delivery;
    },
    async drain() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** A short reason for the log and the row: the gateway's status, a timeout, or the network error. */
async function smsPlugin(app: FastifyInstance, opts: { provider?: SmsProvider }) {
  const sender = createSmsSender(app.db, opts.provider ?? providerFromConfig(app.config), app.log);
  app.decorate('sms', sender);
  app.addHook('onClose', async () => sender.drain());
}

export default fp(smsPlugin, { name: 'sms' });
