import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { pointRazorpayAt } from './point-sdk.js';

export const KEY_ID = 'rzp_test_StandIn0000001';
export const KEY_SECRET = 'stand-in-key-secret';
export const WEBHOOK_SECRET = 'stand-in-webhook-secret';

/** The official SDK, pointed at the stand-in. */
export function sdkAt(baseUrl: string, keySecret = KEY_SECRET): Razorpay {
  const razorpay = new Razorpay({ key_id: KEY_ID, key_secret: keySecret });
  pointRazorpayAt(razorpay, baseUrl);
  return razorpay;
}

export function basicAuth(keyId = KEY_ID, keySecret = KEY_SECRET): string {
  return `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
}

export type ReceivedWebhook = {
  eventId: string;
  signature: string;
  /** The body as it arrived, byte for byte: what the signature covers. */
  raw: string;
  // biome-ignore lint/suspicious/noExplicitAny: a webhook body is read field by field in the tests
  body: any;
};

/**
 * The shop's side of webhooks, on a free local port. While `paused`, it keeps each request
 * unanswered until `resume()`, like a slow receiver.
 */
export async function webhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const unanswered: (() => void)[] = [];
  let paused = false;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({
        eventId: String(req.headers['x-razorpay-event-id']),
        signature: String(req.headers['x-razorpay-signature']),
        raw,
        body: JSON.parse(raw),
      });
      const answer = () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      if (paused) unanswered.push(answer);
      else answer();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/razorpay`,
    received,
    unanswered,
    /** The deliveries that carry this payment (or refund, or order) id, in arrival order. */
    about(entityId: string): ReceivedWebhook[] {
      return received.filter((hook) => hook.raw.includes(`"${entityId}"`));
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
      for (const answer of unanswered.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits until the condition holds, checking every few milliseconds; fails after a few seconds. */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i += 1) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

export function unescapeHtml(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The first form of a page: where it posts and its hidden fields, as a browser would read them. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form?.[1] || form[2] === undefined) throw new Error('The page has no form');
  const fields: Record<string, string> = {};
  for (const input of form[2].matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) {
    fields[unescapeHtml(input[1] ?? '')] = unescapeHtml(input[2] ?? '');
  }
  return { action: unescapeHtml(form[1]), fields };
}

/** Submits a form the way a browser does: urlencoded POST, redirects not followed. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}
