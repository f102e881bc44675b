import fc from 'fast-check';
import type { JsonSchema } from './openapi-document.js';

/** Inputs that have broken parsers, queries and renderers elsewhere. */
const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  '2147483648',
  '99999999999999999999',
  '../../etc/passwd',
  '%00',
  '\u0000',
  "' or 1=1 --",
  '"; drop table customers; --',
  '%',
  '\\',
  '{{7*7}}',
  '$' + '{7*7}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '\ud800',
  '😀🐐',
  'ஆடு',
  'a'.repeat(5000),
  '__proto__',
  'constructor',
];

export const nastyString = fc.constantFrom(...NASTY);
const anyString = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), nastyString);
/** Any JSON value, including the wrong type for every field. */
export const junk = fc.oneof(
  { depthSize: 'small' },
  anyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

const INT32 = 2_147_483_647;

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const min = Math.max(-INT32, Number(schema.minimum ?? exclusive ?? -INT32));
  const max = Math.min(INT32, Number(schema.maximum ?? INT32));
  // Small values find real rows (ids 1..60 exist in the fuzzing shop); the edges find off-by-ones.
  return fc.oneof(
    fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 60), Math.max(min, 0)) }),
    fc.integer({ min, max }),
    fc.constantFrom(min, max),
  );
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [];
  if (typeof schema.pattern === 'string') {
    try {
      options.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot generate from: other strings will do.
    }
  }
  if (schema.format === 'date-time')
    options.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.format === 'uuid') options.push(fc.uuid());
  if (schema.example !== undefined) options.push(fc.constant(String(schema.example)));
  const minLength = Number(schema.minLength ?? 0);
  const maxLength = Math.min(Number(schema.maxLength ?? 60), 300);
  options.push(fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }));
  return fc.oneof(...options);
}

/** Values that mostly fit the schema (so requests get past validation and reach the services). */
export function fitting(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).length === 0) return junk;
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives) return fc.oneof(...alternatives.map((s) => fitting(s)));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => fitting({ ...schema, type })));
  switch (schema.type) {
    case 'integer':
      return integerOf(schema);
    case 'number':
      return fc.double({
        noNaN: true,
        min: Number(schema.minimum ?? -1e9),
        max: Number(schema.maximum ?? 1e9),
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringOf(schema);
    case 'array': {
      const minLength = Number(schema.minItems ?? 0);
      const maxLength = Math.max(minLength, Math.min(Number(schema.maxItems ?? 4), 4));
      return fc.array(fitting(schema.items as JsonSchema), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema);
    default:
      return junk;
  }
}

function objectOf(schema: JsonSchema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const shaped = fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, near(s)])), {
    requiredKeys: required.filter((key) => key in properties),
  });
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return fc.dictionary(fc.string({ maxLength: 12 }), junk, { maxKeys: 4 });
  }
  return shaped;
}

/** Mostly fitting, sometimes anything: each field on its own may be wrong. */
export function near(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: fitting(schema) }, { weight: 1, arbitrary: junk });
}

/** A parameter's text as it travels in a path or a query string. */
export function parameterText(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fitting(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) },
    { weight: 1, arbitrary: anyString },
  );
}
