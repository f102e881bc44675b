// Types of api-send.mjs (plain JavaScript, run by Node as it is), for the tests that import it.
import type {
  Agent,
  ClientRequest,
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
} from 'node:http';
import type { AddressBook } from './src/lib/api/api-addresses.mjs';

export const REPEAT_BODY_LIMIT: number;

export function createApiAgent(settings: { maxApiConnections: number; idleTimeoutMs: number }): Agent;

export class ApiTimeout extends Error {
  code: 'API_TIMEOUT';
}

export function sendToApi(
  req: IncomingMessage & { headers: IncomingHttpHeaders },
  options: { agent: Agent; book: AddressBook; headers: OutgoingHttpHeaders; idleTimeoutMs: number },
  handlers: {
    onResponse: (apiRes: IncomingMessage, upstream: ClientRequest) => void;
    onError: (err: Error) => void;
  },
): { current: () => ClientRequest; abandon: () => void };
