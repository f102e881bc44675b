import { problemSchema } from '@farm/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEMO_FARM_MARK } from '../../db/seed/demo-farm.js';
import type { DocumentedRoute, JsonSchema } from './openapi-document.js';

/** What a response must never carry, whoever asked: secrets by key, by shape, or by value. */
const SECRET_KEYS =
  /^(password|passwordHash|password_hash|tokenHash|token_hash|codeHash|code_hash|otp|secret)$/i;
const SECRET_VALUE = /^\$argon2/;

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string; data?: unknown };

/**
 * Checks answers against the API's own description: a 2xx matches the response schema declared
 * for that route and status (no extra keys); anything else is RFC 9457 problem+json. No answer may
 * carry a password hash, a stored token or code hash, or a value from `forbidden` (another
 * customer's private data, which the caller adds per request).
 */
export function createResponseChecker(routes: DocumentedRoute[], secretValues: () => Promise<string[]>) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const route of routes) {
    for (const [status, response] of Object.entries(route.operation.responses)) {
      const schema = response.content?.['application/json']?.schema;
      if (schema) validators.set(`${route.key} ${status}`, ajv.compile(schema as JsonSchema));
    }
  }

  function check(route: DocumentedRoute, res: Answer, forbidden: string[] = []): string[] {
    const faults: string[] = [];
    const type = String(res.headers['content-type'] ?? '');
    if (res.statusCode >= 500) faults.push(`answered ${res.statusCode}`);
    if (res.statusCode >= 200 && res.statusCode < 300) {
      const validate = validators.get(`${route.key} ${res.statusCode}`);
      if (type.startsWith('application/json')) {
        if (!validate) faults.push(`status ${res.statusCode} is not declared`);
        else if (!validate(res.data)) faults.push(`schema: ${ajv.errorsText(validate.errors)}`);
      }
    } else if (res.statusCode >= 400) {
      if (!type.startsWith('application/problem+json')) faults.push(`error as ${type || 'no type'}`);
      const problem = problemSchema.safeParse(res.data);
      if (!problem.success || problem.data.status !== res.statusCode) faults.push('not a problem document');
    }
    faults.push(...secretsIn(res.data));
    for (const value of forbidden) if (value && res.body.includes(value)) faults.push(`leaks ${value}`);
    return faults;
  }

  /** Every stored hash and the JWT key: none may appear in any answer. */
  async function storedSecretsLeakedIn(bodies: string[]): Promise<string[]> {
    const values = await secretValues();
    return values.filter((value) => bodies.some((body) => body.includes(value)));
  }

  return { check, storedSecretsLeakedIn };
}

function secretsIn(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return SECRET_VALUE.test(value) ? [`hash at ${path || 'body'}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => secretsIn(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => [
      ...(SECRET_KEYS.test(key) ? [`secret key ${path}.${key}`] : []),
      ...secretsIn(v, `${path}.${key}`),
    ]);
  }
  return [];
}

/**
 * The hashes the database keeps (passwords, refresh tokens, codes, idempotency, staff recovery
 * codes) and stored secrets (the server keys, the staff's sealed TOTP secrets). The demo farm's mark
 * is kept beside them but is no secret: its value is the seed's time, and any record made in that
 * same millisecond (CI saw one, on both databases, on a loaded machine) shows it.
 */
export async function storedSecrets(db: Db): Promise<string[]> {
  const result = await db.execute(sql`
    select password_hash as v from customers where password_hash is not null
    union all select password_hash from staff_users
    union all select token_hash from refresh_tokens
    union all select code_hash from otp_codes
    union all select code_hash from staff_recovery_codes
    union all select totp_secret from staff_users where totp_secret is not null
    union all select value from app_secrets where key <> ${DEMO_FARM_MARK}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { v: string }[];
  return rows.map((r) => r.v);
}
