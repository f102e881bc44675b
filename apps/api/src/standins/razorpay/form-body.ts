import type { FastifyInstance } from 'fastify';

const FORM = 'application/x-www-form-urlencoded';

/**
 * Hosted checkout is a plain HTML form post. Parses it flat (`prefill[contact]` stays one key)
 * unless the app the stand-in is mounted in already reads forms its own way.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  if (app.hasContentTypeParser(FORM)) return;
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/**
 * One field of a form or query string, whether it was read flat (`prefill[contact]`) or nested
 * (`{ prefill: { contact } }`, as a qs-style parser gives it). Empty or absent: undefined.
 */
export function formField(source: unknown, name: string): string | undefined {
  if (!source || typeof source !== 'object') return undefined;
  const record = source as Record<string, unknown>;
  const flat = record[name];
  if (typeof flat === 'string') return flat === '' ? undefined : flat;
  const nested = /^(\w+)\[(\w+)\]$/.exec(name);
  if (!nested?.[1] || !nested[2]) return undefined;
  return formField(record[nested[1]], nested[2]);
}
