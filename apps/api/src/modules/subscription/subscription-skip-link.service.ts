import type { SkipLinkDelivery, SkipLinkResult } from '@farm/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { findSlot } from '../delivery/index.js';
import {
  changesOf,
  findSubscription,
  insertChange,
  lockSubscription,
  patternsOf,
} from './subscription.repository.js';
import { calendarOf } from './subscription-calendar.js';
import { assertBeforeCutoff } from './subscription-cutoff.js';
import { claimSkipLinkUse, productNames, skipLinkUsed } from './subscription-skip-link.repository.js';
import { readSkipLink, skipLinkSecret } from './subscription-skip-link-token.js';

/** The subscription and day of a token; a forged, altered or unknown one is "not found". */
async function linkOf(db: DbOrTx, token: string) {
  const named = readSkipLink(await skipLinkSecret(db), token);
  const row = named && (await findSubscription(db, named.subscriptionId));
  if (!named || !row) throw notFound('Skip link', 'SKIP_LINK_NOT_FOUND');
  const slot = await findSlot(db, row.slotId);
  if (!slot) throw new Error(`subscription slot ${row.slotId} is gone`);
  return { row, day: named.day, slot };
}

/**
 * The day as the calendar reads it now (the same pure function the profile and the job read), and
 * what it brings: a skipped day's lines as they were before the skip, so that the link's page says
 * what was skipped.
 */
async function dayOf(db: DbOrTx, link: Awaited<ReturnType<typeof linkOf>>, now: Date) {
  const { row, day, slot } = link;
  const [patterns, changes] = await Promise.all([patternsOf(db, [row.id]), changesOf(db, row.id)]);
  const input = { startDay: row.startDay, slot, patterns: patterns.get(row.id) ?? [], changes };
  const [calendarDay] = calendarOf(input, day, 1, now);
  if (!calendarDay) throw new Error('a calendar of one day has no day');
  if (calendarDay.status !== 'SKIPPED') return { ...calendarDay, planned: calendarDay.lines };
  const unskipped = { ...input, changes: changes.filter((c) => !(c.kind === 'SKIP' && c.day === day)) };
  const [planned] = calendarOf(unskipped, day, 1, now);
  return { ...calendarDay, planned: planned?.lines ?? [] };
}

/** What the link will skip (or skipped), until that day's cut-off; no sign-in: the signature is the right. */
export async function showSkipLink(db: Db, token: string, now: Date): Promise<SkipLinkDelivery> {
  const link = await linkOf(db, token);
  assertBeforeCutoff(link.day, link.slot, now);
  const calendarDay = await dayOf(db, link, now);
  const names = await productNames(
    db,
    calendarDay.planned.map((l) => l.productId),
  );
  const used = await skipLinkUsed(db, link.row.id, link.day);
  return {
    subscriptionId: link.row.id,
    day: link.day,
    slot: { startsAt: link.slot.startsAt, endsAt: link.slot.endsAt },
    // The product's name and its translations: the page words it in its reader's language.
    lines: calendarDay.planned.map((l) => {
      const product = names.get(l.productId);
      return { ...l, name: product?.name ?? '', translations: product?.translations ?? {} };
    }),
    cutoffAt: calendarDay.changeableUntil,
    skipped: used || calendarDay.status === 'SKIPPED',
  };
}

/**
 * Skips the link's delivery once (a SKIP row, by the customer: no staff), under the subscription's
 * lock and before the day's cut-off. A second use, or a day already skipped, answers
 * `alreadySkipped` and appends nothing.
 */
export async function useSkipLink(db: Db, token: string, now: Date): Promise<SkipLinkResult> {
  const link = await linkOf(db, token);
  const { row, day } = link;
  const alreadySkipped = await db.transaction(async (tx) => {
    await lockSubscription(tx, row.id);
    assertBeforeCutoff(day, link.slot, now);
    if (!(await claimSkipLinkUse(tx, row.id, day))) return true;
    if ((await dayOf(tx, link, now)).status === 'SKIPPED') return true;
    await insertChange(tx, { subscriptionId: row.id, staffUserId: null, kind: 'SKIP', day });
    return false;
  });
  return { subscriptionId: row.id, day, alreadySkipped };
}
