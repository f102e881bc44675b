import fs from 'node:fs';
import path from 'node:path';
import { MESSAGE_FAILURES } from '@farm/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { migrationsFolder } from './migrate.js';
import { customerMessageAttempts, customerMessages, smsMessages } from './schema.js';

// Issue 31: migration 0034 turns the English the message sender wrote as a failure's reason into
// the codes and details it writes now. The rows are written as the old sender wrote them; the
// migration's updates run again on them (the test database was migrated while it was empty).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function runUpdates() {
  const file = path.join(migrationsFolder(), '0034_message_failure_codes.sql');
  for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')) {
    const sqlText = statement.replaceAll(/--.*$/gm, '').trim();
    if (sqlText.startsWith('UPDATE')) await t.db.execute(sql.raw(sqlText));
  }
}

/** What the old sender wrote, and what it must read as now. */
const OLD: Array<[string, string, string | null]> = [
  ['expired before it could be sent', 'EXPIRED', null],
  ['the gateway timed out', 'GATEWAY_TIMEOUT', null],
  ['SMS gateway timed out', 'GATEWAY_TIMEOUT', null],
  ['shop: missing', 'TEMPLATE_VALUE_MISSING', 'shop'],
  ['shop: longer than 30 characters (35)', 'TEMPLATE_VALUE_TOO_LONG', 'shop'],
  ['name: has a line break', 'TEMPLATE_VALUE_HAS_LINE_BREAK', 'name'],
  ['shop: looks like a link, and no link is registered', 'TEMPLATE_VALUE_LOOKS_LIKE_LINK', 'shop'],
  ['SMS gateway answered 503', 'GATEWAY_REFUSED', '503'],
  [
    'WhatsApp answered 400: (#132001) Template name does not exist',
    'GATEWAY_REFUSED',
    '400: (#132001) Template name does not exist',
  ],
  ['fetch failed (ECONNREFUSED)', 'GATEWAY_UNREACHABLE', 'ECONNREFUSED'],
  ['something else went wrong', 'GATEWAY_FAILED', 'something else went wrong'],
];

describe('migration 0034: a message failure’s English becomes its code and detail', () => {
  it('converts every reason the old sender wrote, in the outbox, its attempts and the SMS log', async () => {
    const messages = await t.db
      .insert(customerMessages)
      .values(
        OLD.map(([error], i) => ({
          event: 'code' as const,
          eventKey: `old-failure-${i}`,
          channel: 'sms' as const,
          toNumber: '+919000000001',
          templateKey: 'otp',
          values: {},
          template: '1107176400000000100',
          status: 'failed' as const,
          error: error as never,
        })),
      )
      .returning({ id: customerMessages.id });
    const ids = messages.map((m) => m.id);
    await t.db.insert(customerMessageAttempts).values(
      OLD.map(([error], i) => ({
        messageId: ids[i] as number,
        provider: 'http',
        result: 'failed' as const,
        error: error as never,
      })),
    );
    const logged = await t.db
      .insert(smsMessages)
      .values(
        OLD.map(([error]) => ({
          toNumber: '+919000000001',
          body: 'text',
          provider: 'http',
          status: 'failed' as const,
          error: error as never,
        })),
      )
      .returning({ id: smsMessages.id });

    await runUpdates();

    const expected = OLD.map(([, code, detail]) => [code, detail]);
    const outbox = await t.db
      .select()
      .from(customerMessages)
      .where(inArray(customerMessages.id, ids))
      .orderBy(customerMessages.id);
    expect(outbox.map((m) => [m.error, m.errorDetail])).toEqual(expected);
    const attempts = await t.db
      .select()
      .from(customerMessageAttempts)
      .where(inArray(customerMessageAttempts.messageId, ids))
      .orderBy(customerMessageAttempts.id);
    expect(attempts.map((a) => [a.error, a.errorDetail])).toEqual(expected);
    const log = await t.db
      .select()
      .from(smsMessages)
      .where(
        inArray(
          smsMessages.id,
          logged.map((l) => l.id),
        ),
      )
      .orderBy(smsMessages.id);
    expect(log.map((l) => [l.error, l.errorDetail])).toEqual(expected);
    for (const [code] of expected) expect(MESSAGE_FAILURES).toContain(code);

    // Run again, the codes stay as they are.
    await runUpdates();
    const again = await t.db
      .select()
      .from(smsMessages)
      .where(
        inArray(
          smsMessages.id,
          logged.map((l) => l.id),
        ),
      )
      .orderBy(smsMessages.id);
    expect(again.map((l) => [l.error, l.errorDetail])).toEqual(expected);
  });
});
