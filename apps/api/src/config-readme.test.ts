import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32.20: the README's settings table left out the SMS gateway and WhatsApp settings, which
 * only a decision record explained. Every setting config.ts reads is a row of that table, but those
 * that only the test shops set.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = fs.readFileSync(path.join(here, '../../../README.md'), 'utf8');
const configSource = fs.readFileSync(path.join(here, 'config.ts'), 'utf8');

/** Set by Node's tooling, or only by the test shops (their comments in config.ts say so). */
const NOT_FOR_SHOPKEEPERS = ['NODE_ENV', 'RATE_LIMIT_SCALE', 'OTP_SENDS_PER_IP_PER_HOUR'];

function settingsRead(): string[] {
  return [...configSource.matchAll(/^ {4}([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1] as string);
}

/** The names in the first column of the README's "## Settings" table. */
function settingsListed(): Set<string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Settings\n')) ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string)),
  );
}

describe("the README's settings table", () => {
  it('lists every setting the API reads, the SMS gateway and WhatsApp ones among them', () => {
    const read = settingsRead();
    expect(read).toContain('SMS_PROVIDER');
    const listed = settingsListed();
    const missing = read.filter((name) => !listed.has(name) && !NOT_FOR_SHOPKEEPERS.includes(name));
    expect(missing).toEqual([]);
  });

  it('has a section on going live with SMS and WhatsApp', () => {
    expect(readme).toMatch(/^## Going live with SMS and WhatsApp$/m);
  });
});
