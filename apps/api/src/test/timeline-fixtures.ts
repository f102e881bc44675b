import { paymentNoteSchema, timelineNoteSchema } from '@farm/contract';
import { expect } from 'vitest';
import { orderEvents, orderPayments } from '../db/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Every timeline and payment row the test file wrote (issue 31.5b): the shop's words are a known
 * kind with its values, and a free note is only one a person typed in the test (`typed`). A new
 * English sentence written by the API fails here.
 */
export async function expectNoStoredEnglish(t: TestApp, typed: readonly string[] = []) {
  const rows = await t.db.select().from(orderEvents);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    if (row.note !== null) expect(typed, `a note nobody typed: "${row.note}"`).toContain(row.note);
    if (row.actorKind === 'system') expect(row.note, 'the shop typed a note').toBeNull();
    if (row.noteKind !== null || row.noteValues !== null) {
      const parsed = timelineNoteSchema.safeParse({ kind: row.noteKind, values: row.noteValues });
      expect(parsed.success, `an unknown timeline note: ${row.noteKind}`).toBe(true);
    }
  }
  for (const row of await t.db.select().from(orderPayments)) {
    if (row.note !== null) expect(typed, `a payment note nobody typed: "${row.note}"`).toContain(row.note);
    if (row.actorKind === 'system') expect(row.note, 'the shop typed a payment note').toBeNull();
    if (row.noteKind !== null || row.noteValues !== null) {
      const parsed = paymentNoteSchema.safeParse({ kind: row.noteKind, values: row.noteValues });
      expect(parsed.success, `an unknown payment note: ${row.noteKind}`).toBe(true);
    }
  }
}
