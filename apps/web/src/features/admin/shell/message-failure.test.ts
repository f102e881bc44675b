import { MESSAGE_FAILURES } from '@farm/contract';
import english from '@farm/words/en/adminCommon.json';
import tamil from '@farm/words/ta/adminCommon.json';
import { describe, expect, it } from 'vitest';

// The API answers why a message was not sent as a code and a detail (issue 31); staff read it in
// their language. A code the catalogues lack would show staff its key.
describe('why a message was not sent, worded', () => {
  for (const [language, catalogue] of [
    ['en', english],
    ['ta', tamil],
  ] as const) {
    it(`has words in ${language} for every code, with the detail in them`, () => {
      const words: Record<string, string> = catalogue.adminCommon.messageFailures;
      expect(MESSAGE_FAILURES.filter((code) => !words[code])).toEqual([]);
      // What the gateway said is shown, not only that it refused.
      for (const code of [
        'GATEWAY_REFUSED',
        'GATEWAY_UNREACHABLE',
        'GATEWAY_FAILED',
        'TEMPLATE_VALUE_MISSING',
      ])
        expect(words[code], code).toContain('{detail}');
    });
  }
});
