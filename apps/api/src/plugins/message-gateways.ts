import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import {
  type MessageGateway,
  type MessageGateways,
  whatsappCloud,
  whatsappOutbox,
} from '../modules/notification/index.js';
import type { SmsSender } from './sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the outbox's messages leave: SMS through the shop's SMS sender, and WhatsApp. */
    messageGateways: MessageGateways;
  }
}

/** SMS by the shop's one SMS sender (its outbox records each), with the DLT template and a reference. */
export function smsGateway(sms: SmsSender): MessageGateway {
  return {
    provider: sms.provider,
    send: (message) =>
      sms.deliverNow(
        message.to,
        message.body,
        { templateId: message.template, reference: `customer-message-${message.id}` },
        message.secret ? { secret: message.secret } : {},
      ),
  };
}

/** The Cloud API when its keys are given, else the demo outbox. */
export function whatsappFromConfig(config: Config): MessageGateway {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return whatsappOutbox();
  return whatsappCloud({
    baseUrl: config.WHATSAPP_API_URL,
    version: config.WHATSAPP_API_VERSION,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN,
  });
}

async function messageGatewaysPlugin(app: FastifyInstance, opts: { whatsapp?: MessageGateway }) {
  app.decorate('messageGateways', {
    sms: smsGateway(app.sms),
    whatsapp: opts.whatsapp ?? whatsappFromConfig(app.config),
  });
}

export default fp(messageGatewaysPlugin, { name: 'message-gateways', dependencies: ['sms'] });
