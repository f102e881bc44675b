import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { dltMismatch } from './dlt-scrub.js';

export type SmsGatewayStandinOptions = {
  /** The access token every call must carry as `Authorization: Bearer …`. */
  token: string;
  /** The DLT templates registered for the account: template id → text with `{#var#}`. */
  templates: Readonly<Record<string, string>>;
  /** The principal entity id the templates are registered under. */
  entityId: string;
};

/** A message the stand-in accepted: what an operator would have delivered. */
export type AcceptedSms = {
  id: string;
  to: string;
  message: string;
  sender: string;
  templateId: string | null;
  custom: string | null;
};

export type SmsGatewayControls = {
  /** Every message accepted, oldest first. */
  accepted(): AcceptedSms[];
  /** The next `count` messages are answered with `status` (default 503) and not delivered. */
  failNext(count: number, status?: number): void;
  /**
   * Accepts `count` more messages, then holds every later one unanswered (a gateway that hangs)
   * until `release()`; `null` stops holding. A held message whose sender hung up meanwhile is dropped.
   */
  holdAfter(count: number | null): void;
  /** How many messages are being held now. */
  held(): number;
  /**
   * How many held messages' senders still wait for the answer: a sender that hung up (a killed
   * process) counts once the gateway has heard it go, which can come after the process's exit.
   */
  heldWaiting(): number;
  /** Answers the held messages (those whose sender still waits) and stops holding. */
  release(): void;
};

type SendBody = {
  to?: unknown;
  message?: unknown;
  sender?: unknown;
  service?: unknown;
  entity_id?: unknown;
  template_id?: unknown;
  custom?: unknown;
};

/**
 * A local SMS gateway speaking Mobtexting's v2 JSON API (`POST /api/v2/sms/send`, bearer token,
 * `{to, message, sender, service, entity_id, template_id, custom}`; answers `{status, message,
 * data: [{id, mobile}]}`), with the DLT scrubbing an Indian operator does: a transactional message
 * whose template is not registered, or whose text does not match it, is refused.
 */
export function smsGatewayStandin(options: SmsGatewayStandinOptions) {
  const accepted: AcceptedSms[] = [];
  const failing = { count: 0, status: 503 };
  const holding = {
    after: null as number | null,
    waiting: new Map<() => void, { destroyed: boolean }>(),
  };
  const controls: SmsGatewayControls = {
    accepted: () => [...accepted],
    failNext(count, status = 503) {
      failing.count = count;
      failing.status = status;
    },
    holdAfter(count) {
      holding.after = count;
    },
    held: () => holding.waiting.size,
    heldWaiting: () => [...holding.waiting.values()].filter((socket) => !socket.destroyed).length,
    release() {
      holding.after = null;
      for (const go of holding.waiting.keys()) go();
      holding.waiting.clear();
    },
  };
  /** Waits while held; answers whether the sender is still there to hear the answer. */
  async function passHold(socket: { destroyed: boolean }): Promise<boolean> {
    if (holding.after === null) return true;
    if (holding.after > 0) {
      holding.after -= 1;
      return true;
    }
    await new Promise<void>((resolve) => holding.waiting.set(resolve, socket));
    return !socket.destroyed;
  }
  const refuse = (status: number, message: string) => ({ status, message });

  const plugin: FastifyPluginAsync = async (app) => {
    app.post('/api/v2/sms/send', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${options.token}`)
        return reply.code(401).send(refuse(401, 'Unauthenticated'));
      const body = (request.body ?? {}) as SendBody;
      const to = typeof body.to === 'string' ? body.to.replace(/^\+?91(?=\d{10}$)/, '') : '';
      if (!/^[6-9]\d{9}$/.test(to)) return reply.code(400).send(refuse(400, 'to is invalid'));
      if (typeof body.message !== 'string' || body.message === '')
        return reply.code(400).send(refuse(400, 'message is required'));
      if (typeof body.sender !== 'string' || !/^[A-Z]{6}$/.test(body.sender))
        return reply.code(400).send(refuse(400, 'sender must be a 6-letter header'));
      const templateId = typeof body.template_id === 'string' ? body.template_id : null;
      if (body.service === 'T') {
        if (body.entity_id !== options.entityId)
          return reply.code(400).send(refuse(400, 'entity_id is not registered'));
        const mismatch = dltMismatch(templateId ? options.templates[templateId] : undefined, body.message);
        if (mismatch) return reply.code(400).send(refuse(400, mismatch));
      }
      if (!(await passHold(request.raw.socket))) return reply.code(499).send(refuse(499, 'Client closed'));
      if (failing.count > 0) {
        failing.count -= 1;
        return reply.code(failing.status).send(refuse(failing.status, 'Service unavailable'));
      }
      const id = `${randomUUID()}:1`;
      accepted.push({
        id,
        to,
        message: body.message,
        sender: body.sender,
        templateId,
        custom: typeof body.custom === 'string' ? body.custom : null,
      });
      return { status: 200, message: '1 numbers accepted for delivery.', data: [{ id, mobile: `91${to}` }] };
    });
  };
  return Object.assign(plugin, { controls });
}

export type StartedSmsGatewayStandin = SmsGatewayControls & {
  /** The send URL (`SMS_HTTP_URL`). */
  sendUrl: string;
  close(): Promise<void>;
};

/** The stand-in on its own server at 127.0.0.1 (any free port), for tests. */
export async function startSmsGatewayStandin(
  options: SmsGatewayStandinOptions,
): Promise<StartedSmsGatewayStandin> {
  const app = Fastify({ logger: false });
  const plugin = smsGatewayStandin(options);
  await app.register(plugin);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    ...plugin.controls,
    sendUrl: `http://127.0.0.1:${port}/api/v2/sms/send`,
    close: () => app.close(),
  };
}
