// Types of api-proxy.mjs (plain JavaScript, run by Node as it is), for the tests that import it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type WebSettings = {
  port: number;
  host: string;
  apiPort: number;
  apiHost: string;
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
  },
): Server;

export function clientKeyOf(ip: string): string;
