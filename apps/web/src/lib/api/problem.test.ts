import en from '@farm/words/en/problems.json';
import ta from '@farm/words/ta/problems.json';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberUnexpected } from '../words/unexpected-words';
import { ApiError, messageOf } from './problem';

/** A page in `lang`, as the root layout writes `<html lang>` (pageLanguage reads it). */
function pageIn(lang: string) {
  Object.assign(globalThis, { document: { documentElement: { lang } } });
}

describe('messageOf', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  // The root layout hands both sentences over, as LanguageProvider does on every page.
  rememberUnexpected('en', en.problems.UNEXPECTED);
  rememberUnexpected('ta', ta.problems.UNEXPECTED);

  it('says an error that is no answer of the API in the page’s language: Tamil on a Tamil page', () => {
    pageIn('ta');
    expect(messageOf(new Error('boom'))).toBe('ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.');
    expect(messageOf(new TypeError('x is undefined'))).toBe(ta.problems.UNEXPECTED);
  });

  it('keeps the English word for word on an English page', () => {
    pageIn('en');
    expect(messageOf(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('gives an answer’s own words, and the sentence for an answer with none (a proxy’s bare 502)', () => {
    pageIn('ta');
    expect(messageOf(new ApiError(409, { code: 'OUT_OF_STOCK' }, { text: 'இருப்பு இல்லை', fields: [] }))).toBe(
      'இருப்பு இல்லை',
    );
    expect(messageOf(new ApiError(502, undefined))).toBe(ta.problems.UNEXPECTED);
  });
});
