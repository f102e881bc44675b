import type { $ZodRawIssue } from 'zod/v4/core';
import { SHOP_LOCALE } from './locale';

/**
 * What people read when a value is refused, in the storefront's forms, the admin's and the API's
 * 400 answers (which name the field beside it): a sentence that says what to do, never zod's
 * "Too big: expected string to have <=100 characters". common.ts installs `personMessage` as zod's
 * global error map; a schema's own message (`.min(0, 'Stock cannot be negative')`) still wins.
 * A message in lower case reads after the field's name ("is required": the web's fields show
 * "Name is required", the API pairs it with `field`); one in capitals stands alone.
 */
export const REQUIRED_MESSAGE = 'is required';

/** 1000000 → "10,00,000": numbers as people in India write them. */
function indian(value: number | bigint): string {
  return value.toLocaleString(SHOP_LOCALE);
}

function plural(count: number | bigint, one: string, many: string): string {
  return `${indian(count)} ${count === 1 || count === 1n ? one : many}`;
}

const FORMATS: Record<string, string> = {
  email: 'Enter an e-mail address such as name@example.com',
  url: 'Enter a web address such as https://example.com',
  datetime: 'Enter a date and time',
  date: 'Enter a date',
  uuid: 'Enter a valid reference',
};

const TYPES: Record<string, string> = {
  number: 'Enter a number',
  int: 'Enter a whole number',
  string: 'Enter text',
  boolean: 'Choose yes or no',
  array: 'Give a list',
  object: 'Fill in the details',
  date: 'Enter a date',
};

function tooBig(issue: Extract<$ZodRawIssue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  const below = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      return issue.exact
        ? `Use exactly ${plural(max, 'character', 'characters')}`
        : `Use at most ${plural(max, 'character', 'characters')}`;
    case 'array':
    case 'set':
      return `Choose at most ${plural(max, 'item', 'items')}`;
    case 'file':
      return `Choose a file of at most ${plural(max, 'byte', 'bytes')}`;
    default:
      return below ? `Enter a number below ${indian(max)}` : `Enter a number no more than ${indian(max)}`;
  }
}

function tooSmall(issue: Extract<$ZodRawIssue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  const above = issue.inclusive === false;
  switch (issue.origin) {
    case 'string':
      if (Number(min) <= 1 && !issue.exact) return REQUIRED_MESSAGE;
      return issue.exact
        ? `Use exactly ${plural(min, 'character', 'characters')}`
        : `Use at least ${plural(min, 'character', 'characters')}`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Choose at least one' : `Choose at least ${plural(min, 'item', 'items')}`;
    default:
      if (above && Number(min) === 0) return 'Enter a number above 0';
      if (Number(min) === 0) return 'Enter 0 or more';
      return above ? `Enter a number above ${indian(min)}` : `Enter a number of at least ${indian(min)}`;
  }
}

/** zod's global error map: a sentence for each kind of refusal. */
export function personMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return REQUIRED_MESSAGE;
      return TYPES[issue.expected] ?? 'Enter a valid value';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'Check the format of this value';
    case 'not_multiple_of':
      return `Enter a multiple of ${indian(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length > 0 && issue.values.length <= 6
        ? `Choose one of: ${issue.values.map(String).join(', ')}`
        : 'Choose one of the options';
    case 'unrecognized_keys':
      return `Remove ${issue.keys.length === 1 ? 'the unknown field' : 'the unknown fields'} ${issue.keys.join(', ')}`;
    default:
      return 'Enter a valid value';
  }
}
