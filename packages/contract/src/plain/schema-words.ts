import { type FieldErrorCode, SCHEMA_FIELD_CODES, type Worded } from './field-codes';
import { personMessage, REQUIRED_MESSAGE } from './messages';
import { SCHEMA_SENTENCE_CODES, SCHEMA_SENTENCE_PATTERNS } from './schema-sentences';

const SCHEMA_CODES: ReadonlySet<string> = new Set(SCHEMA_FIELD_CODES);
const NOT_PARAMS = new Set(['code', 'message', 'path', 'input', 'inst', 'continue', 'received']);
/** zod's `expected` (of invalid_type) travels as `type`: the answers hold no zod wording (issue 14.6). */
const RENAMED: Record<string, string> = { expected: 'type' };

/**
 * A schema refusal (a zod issue) as a field error's code and values: zod's issue code with its
 * scalar details (`origin`, `minimum`, `format`…; lists joined by ', ', with their `count`), or
 * REQUIRED when the sentence says the value is missing. `message` stays the English sentence.
 */
export function schemaWords(issue: { code: string; message: string }): Worded {
  const { message } = issue;
  if (message === REQUIRED_MESSAGE) return { code: 'REQUIRED', message };
  // The schema said it in its own words ("The last day must not be before the first day"): that
  // sentence's code, or the words themselves until the sentence has a code of its own.
  const own = Object.hasOwn(SCHEMA_SENTENCE_CODES, message) ? SCHEMA_SENTENCE_CODES[message] : undefined;
  if (own) return { code: own, message };
  for (const { pattern, code, value, counted } of SCHEMA_SENTENCE_PATTERNS) {
    const found = pattern.exec(message)?.[1];
    if (found !== undefined) return { code, params: { [value]: counted ? Number(found) : found }, message };
  }
  if (message !== defaultSentence(issue)) {
    return { code: 'SCHEMA_SENTENCE', params: { text: message }, message };
  }
  const code = SCHEMA_CODES.has(issue.code) ? (issue.code as FieldErrorCode) : 'custom';
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(issue as Record<string, unknown>)) {
    if (NOT_PARAMS.has(key)) continue;
    const name = RENAMED[key] ?? key;
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
    else if (typeof value === 'boolean' || typeof value === 'bigint') params[name] = String(value);
    else if (Array.isArray(value)) {
      params[name] = value.map(String).join(', ');
      params.count = value.length;
    }
  }
  return { code, params, message };
}

/** zod's sentence for this kind of refusal (common.ts's error map), or undefined for a shape it cannot read. */
function defaultSentence(issue: { code: string }): string | undefined {
  try {
    // A refusal handed on without its input (Fastify's validation keeps zod's details but not the
    // value) is not a missing one: REQUIRED was matched by its sentence above.
    return personMessage({ input: '', ...issue } as Parameters<typeof personMessage>[0]);
  } catch {
    return undefined;
  }
}
