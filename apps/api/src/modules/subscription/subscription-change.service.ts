import type { SubscriptionDay, SubscriptionPatternInput } from '@farm/contract';
import type { Db, Tx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import {
  insertChange,
  insertPattern,
  lockSubscription,
  type SubscriptionRow,
  setStatus,
} from './subscription.repository.js';
import { assertSubscribable, assertWithinReach, patternRow } from './subscription-create.service.js';
import { assertBeforeCutoff } from './subscription-cutoff.js';
import { type Changer, readCalendar } from './subscription-read.service.js';
import { slotOf } from './subscription-slot.js';

/** What a customer (or, later, staff on their call) asks of their subscription from a day on. */
export type SubscriptionChange =
  | { kind: 'SKIP'; day: string }
  | { kind: 'QUANTITY'; day: string; productId: number; quantity: number }
  | { kind: 'PAUSE'; fromDay: string; untilDay?: string | null | undefined }
  | { kind: 'RESUME'; fromDay: string }
  | { kind: 'CANCEL'; fromDay: string }
  | { kind: 'PATTERN'; fromDay: string; pattern: SubscriptionPatternInput };

/** The first day a change touches: the one whose cut-off decides whether it may still be made. */
function firstDayOf(change: SubscriptionChange): string {
  return 'day' in change ? change.day : change.fromDay;
}

/**
 * Appends one change as a dated row (decision 0054), under the subscription's lock, if its first
 * day's cut-off has not passed; answers the next days' calendar. Another customer's subscription
 * is not found.
 */
export async function changeSubscription(
  db: Db,
  by: Changer,
  id: number,
  change: SubscriptionChange,
  now: Date,
): Promise<SubscriptionDay[]> {
  if (change.kind === 'PATTERN') await assertSubscribable(db, change.pattern);
  const staffUserId = 'staffUserId' in by ? by.staffUserId : null;
  await db.transaction(async (tx) => {
    const row = await lockSubscription(tx, id);
    if (!row || ('customerId' in by && row.customerId !== by.customerId))
      throw notFound('Subscription', 'SUBSCRIPTION_NOT_FOUND');
    const first = firstDayOf(change);
    assertWithinReach(first, now);
    assertBeforeCutoff(first, await slotOf(tx, row.slotId), now);
    await record(tx, row, change, staffUserId);
  });
  return readCalendar(db, by, id, { days: 14 }, now);
}

async function record(tx: Tx, row: SubscriptionRow, change: SubscriptionChange, staffUserId: number | null) {
  const base = { subscriptionId: row.id, staffUserId };
  switch (change.kind) {
    case 'SKIP':
      return insertChange(tx, { ...base, kind: 'SKIP', day: change.day });
    case 'QUANTITY':
      return insertChange(tx, {
        ...base,
        kind: 'QUANTITY',
        day: change.day,
        productId: change.productId,
        quantity: change.quantity,
      });
    case 'PAUSE':
      return insertChange(tx, {
        ...base,
        kind: 'PAUSE',
        day: change.fromDay,
        untilDay: change.untilDay ?? null,
      });
    case 'RESUME':
      return insertChange(tx, { ...base, kind: 'RESUME', day: change.fromDay });
    case 'CANCEL':
      await insertChange(tx, { ...base, kind: 'CANCEL', day: change.fromDay });
      return setStatus(tx, row.id, 'CANCELLED');
    case 'PATTERN':
      return insertPattern(tx, row.id, patternRow(change.fromDay, change.pattern), staffUserId);
  }
}
