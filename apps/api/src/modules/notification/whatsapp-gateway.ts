import { GatewayRefusal } from '../../lib/message-failure.js';
import type { MessageGateway, OutgoingMessage } from './message-gateway.js';

export const WHATSAPP_TIMEOUT_MS = 5000;

/** Nothing leaves the machine: the outbox row is the message (staff read it at GET /whatsapp/outbox). */
export function whatsappOutbox(): MessageGateway {
  return { provider: 'outbox', send: async () => 'stored' };
}

/**
 * WhatsApp Cloud API: a template message, `POST {baseUrl}/{version}/{phoneNumberId}/messages` with
 * the bearer token, the template's values as the body's text parameters. Any non-2xx answer is a
 * failure (Meta answers `{error: {message, code}}`).
 */
export function whatsappCloud(options: {
  baseUrl: string;
  version: string;
  phoneNumberId: string;
  token: string;
  timeoutMs?: number;
}): MessageGateway {
  const url = `${options.baseUrl.replace(/\/$/, '')}/${options.version}/${options.phoneNumberId}/messages`;
  return {
    provider: 'whatsapp-cloud',
    async send(message: OutgoingMessage) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          // Numbers are stored as `+91XXXXXXXXXX`; WhatsApp wants the digits with the country code.
          to: message.to.replace(/\D/g, ''),
          type: 'template',
          biz_opaque_callback_data: `customer-message-${message.id}`,
          template: {
            name: message.template,
            language: { code: message.language },
            components: [
              { type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) },
            ],
          },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? WHATSAPP_TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => undefined)) as
        | { error?: { message?: string; code?: number } }
        | undefined;
      if (!res.ok) throw new GatewayRefusal('WhatsApp', res.status, answer?.error?.message);
      return 'sent';
    },
  };
}
