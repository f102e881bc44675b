// Types of api-proxy.mjs (plain JavaScript, run by Node as it is), for the tests that import it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressBook, ApiAddress } from './src/lib/api/api-addresses.mjs';

export type WebSettings = {
  port: number;
  host: string;
  apiAddresses: ApiAddress[];
  apiDownMs: number;
  webProcesses: number;
  shutdownGraceMs: number;
  trustProxy: boolean;
  idleTimeoutMs: number;
  requestTimeoutMs: number;
  maxApiConnections: number;
  maxPerClient: number;
};

export function webSettings(env?: Record<string, string | undefined>): WebSettings;

export function createWebServer(
  settings: WebSettings,
  handlePage: (req: IncomingMessage, res: ServerResponse) => unknown,
  options?: {
    /** Answer pages with a self-refreshing "starting" page until the API's health check says 200. */
    waitForApi?: boolean;
    /** Where each request's log line goes (default: one JSON line on standard output). */
    log?: (entry: RequestLogEntry) => void;
    /** Which API address each request goes to (default: a book of this server's own). */
    addressBook?: AddressBook;
  },
): Server;

/** The web server's log line of one request (request-log.mjs). */
export type RequestLogEntry = {
  level: number;
  time: number;
  pid: number;
  reqId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  aborted?: true;
  msg: string;
};

export function clientKeyOf(ip: string): string;
