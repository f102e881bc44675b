import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyPluginAsync, type FastifyReply } from 'fastify';

export type WhatsappStandinOptions = {
  /** The system user's access token every call must carry as `Authorization: Bearer …`. */
  token: string;
  /** The business phone number's id, the path's `{phone-number-id}`. */
  phoneNumberId: string;
  /** Approved templates: name → how many body parameters (`{{1}}`…) it has, in each of `languages`. */
  templates: Readonly<Record<string, number>>;
  /** The languages each template is approved in (`en` unless told). */
  languages?: readonly string[];
};

/** A template message the stand-in accepted. */
export type AcceptedWhatsapp = {
  id: string;
  to: string;
  template: string;
  language: string;
  parameters: string[];
};

export type WhatsappControls = {
  accepted(): AcceptedWhatsapp[];
  /** The next `count` calls answer `status` (default 503) with Meta's error body, and send nothing. */
  failNext(count: number, status?: number): void;
};

type TemplateBody = {
  messaging_product?: unknown;
  to?: unknown;
  type?: unknown;
  template?: {
    name?: unknown;
    language?: { code?: unknown };
    components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
  };
};

function graphError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).send({
    error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('base64url') },
  });
}

/**
 * A local WhatsApp Cloud API: `POST /{version}/{phone-number-id}/messages` sending approved template
 * messages, with Graph's bearer auth, answers (`{messaging_product, contacts, messages: [{id}]}`)
 * and error bodies (`{error: {message, type, code, fbtrace_id}}`). State in memory.
 */
export function whatsappStandin(options: WhatsappStandinOptions) {
  const accepted: AcceptedWhatsapp[] = [];
  const failing = { count: 0, status: 503 };
  const controls: WhatsappControls = {
    accepted: () => [...accepted],
    failNext(count, status = 503) {
      failing.count = count;
      failing.status = status;
    },
  };
  const plugin: FastifyPluginAsync = async (app) => {
    app.post<{ Params: { version: string; phoneNumberId: string } }>(
      '/:version/:phoneNumberId/messages',
      async (request, reply) => {
        if (request.headers.authorization !== `Bearer ${options.token}`)
          return graphError(reply, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
        if (!/^v\d+\.\d+$/.test(request.params.version))
          return graphError(reply, 400, 2500, 'Unknown path components');
        if (request.params.phoneNumberId !== options.phoneNumberId)
          return graphError(reply, 400, 100, 'Unsupported post request: unknown phone number id');
        const body = (request.body ?? {}) as TemplateBody;
        if (body.messaging_product !== 'whatsapp')
          return graphError(reply, 400, 100, 'The parameter messaging_product is required.');
        const to = typeof body.to === 'string' ? body.to : '';
        if (!/^91[6-9]\d{9}$/.test(to)) return graphError(reply, 400, 131026, 'Message undeliverable');
        if (body.type !== 'template' || typeof body.template?.name !== 'string')
          return graphError(reply, 400, 131047, 'Re-engagement message: only templates may start a chat');
        const expected = options.templates[body.template.name];
        const language = body.template.language?.code;
        if (
          expected === undefined ||
          typeof language !== 'string' ||
          !(options.languages ?? ['en']).includes(language)
        )
          return graphError(reply, 404, 132001, 'Template name does not exist in the translation');
        const parameters = (body.template.components ?? [])
          .filter((c) => c.type === 'body')
          .flatMap((c) => c.parameters ?? [])
          .map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : ''));
        if (parameters.length !== expected || parameters.some((p) => p === ''))
          return graphError(
            reply,
            400,
            132000,
            'Number of parameters does not match the expected number of params',
          );
        if (failing.count > 0) {
          failing.count -= 1;
          return graphError(reply, failing.status, 2, 'Service temporarily unavailable');
        }
        const id = `wamid.${randomBytes(24).toString('base64url')}`;
        accepted.push({ id, to, template: body.template.name, language, parameters });
        return { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] };
      },
    );
  };
  return Object.assign(plugin, { controls });
}

export type StartedWhatsappStandin = WhatsappControls & {
  /** The Graph base URL (`WHATSAPP_API_URL`). */
  url: string;
  close(): Promise<void>;
};

/** The stand-in on its own server at 127.0.0.1 (any free port), for tests. */
export async function startWhatsappStandin(options: WhatsappStandinOptions): Promise<StartedWhatsappStandin> {
  const app = Fastify({ logger: false });
  const plugin = whatsappStandin(options);
  await app.register(plugin);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { ...plugin.controls, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
