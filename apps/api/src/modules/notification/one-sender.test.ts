import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31.4: no SMS leaves outside the customer-message outbox. The source tree (tests and the
 * stand-ins, which are outside services, aside) hands a text to the SMS provider in one place (the
 * SMS plugin), which one caller uses: the outbox's SMS gateway.
 */
const SRC = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'standins' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files, relative to src/, whose code (comments left out) matches `pattern`. */
function filesCalling(pattern: RegExp): string[] {
  return sources(SRC)
    .filter((path) => {
      const code = readFileSync(path, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/^\s*\/\/.*$/gm, '');
      return pattern.test(code);
    })
    .map((path) => relative(SRC, path))
    .sort();
}

describe('one way out to a customer', () => {
  it('sends every SMS through the outbox: one caller of the SMS sender, one of the provider', () => {
    expect(filesCalling(/\bsms\.send\(|\.deliverNow\(/)).toEqual(['plugins/message-gateways.ts']);
    expect(filesCalling(/\bapp\.sms\b/)).toEqual(['plugins/message-gateways.ts']);
    expect(filesCalling(/\bprovider\.send\(/)).toEqual(['plugins/sms.ts']);
  });
});
