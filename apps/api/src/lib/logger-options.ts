import type { FastifyServerOptions } from 'fastify';
import { maskMobileNumbers } from './mask-mobile-numbers.js';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Keys whose values are secrets wherever code logs them (top level or one object down). */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'otp',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'keySecret',
  'webhookSecret',
  'authorization',
  'cookie',
  'S3_SECRET_ACCESS_KEY',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
  'JWT_SECRET',
  'METRICS_TOKEN',
];

/** What an error keeps in the log besides its type, message and stack: codes, never values. */
const ERROR_FIELDS = ['code', 'statusCode', 'constraint', 'table', 'column', 'routine', 'query'] as const;

/**
 * The API's JSON logs (pino) without personal data or secrets (issue 35.5): a request is its method,
 * path (never the query: the legacy sign-in sends the password there, the OTP request the number),
 * client address and request id; an error keeps its type, message, stack and codes, never a failed
 * query's values (Drizzle writes them into the message: numbers, codes, names); secret-named keys
 * are hidden; and every line has its mobile numbers masked before it is written.
 * `stream`: tests read the lines; otherwise standard output.
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
      ],
      censor: '[hidden]',
    },
    serializers: {
      req: (req) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
      err: loggedError,
    },
    hooks: { streamWrite: maskMobileNumbers },
  };
}

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as the log keeps it, with the causes it wraps (a query's error wraps the driver's). */
export function loggedError(err: Error): LoggedError {
  if (!(err instanceof Error))
    return { type: typeof err, message: maskMobileNumbers(String(err)), stack: '' };
  const chain: Error[] = [];
  for (let e: unknown = err; e instanceof Error && chain.length < 5; e = e.cause) chain.push(e);
  const fields: LoggedError = {
    type: err.constructor.name,
    message: chain.map((e) => withoutQueryValues(e.message)).join(': '),
    stack: chain.map((e) => withoutQueryValues(e.stack ?? '')).join('\ncaused by: '),
  };
  for (const e of [...chain].reverse()) {
    for (const name of ERROR_FIELDS) {
      const value = (e as unknown as Record<string, unknown>)[name];
      if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
    }
  }
  return fields;
}

/** Drizzle's "Failed query: …\nparams: <the values>": the values go. */
function withoutQueryValues(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, '\nparams: [hidden]');
}
