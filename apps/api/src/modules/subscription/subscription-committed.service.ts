import type { CommittedQuantity } from '@farm/contract';
import { SHOP_LOCALE } from '@farm/contract/plain/locale';
import type { DbOrTx } from '../../db/client.js';
import { closedDays } from '../delivery/index.js';
import { patternsOf } from './subscription.repository.js';
import { calendarOf } from './subscription-calendar.js';
import { productLabels, slotLabels } from './subscription-committed.repository.js';
import { changesOfMany, liveSubscriptions } from './subscription-generation.repository.js';

/** Product and slot → units and how many subscriptions bring them, as `productId|slotId`. */
type Committed = Map<string, { productId: number; slotId: number; quantity: number; subscriptions: number }>;

/**
 * What the live subscriptions commit on `day`, per product and slot: each one's calendar read by
 * `calendarOf`, the function the generation job reads (closed days bring nothing), so the figure is
 * the same before the cut-off, when no order exists yet, and after it. `productIds` narrows it.
 */
export async function committedOn(
  db: DbOrTx,
  day: string,
  now: Date,
  productIds?: readonly number[],
): Promise<Committed> {
  const live = await liveSubscriptions(db);
  const ids = live.map((s) => s.id);
  const [patterns, changes] = await Promise.all([patternsOf(db, ids), changesOfMany(db, ids)]);
  const closedByArea = new Map<number, Set<string>>();
  const committed: Committed = new Map();
  const wanted = productIds && new Set(productIds);
  for (const s of live) {
    let closed = closedByArea.get(s.slot.areaId);
    if (!closed) {
      closed = await closedDays(db, s.slot.areaId, day, day);
      closedByArea.set(s.slot.areaId, closed);
    }
    const input = {
      startDay: s.startDay,
      slot: s.slot,
      patterns: patterns.get(s.id) ?? [],
      changes: changes.get(s.id) ?? [],
      closedDays: closed,
    };
    const [calendarDay] = calendarOf(input, day, 1, now);
    if (calendarDay?.status !== 'DELIVER') continue;
    for (const { productId, quantity } of calendarDay.lines) {
      if (wanted && !wanted.has(productId)) continue;
      const key = `${productId}|${s.slotId}`;
      const line = committed.get(key) ?? { productId, slotId: s.slotId, quantity: 0, subscriptions: 0 };
      line.quantity += quantity;
      line.subscriptions += 1;
      committed.set(key, line);
    }
  }
  return committed;
}

/** The same, each line with its product's name and unit and its slot's area and window, for the farm's eyes. */
export async function committedQuantities(db: DbOrTx, day: string, now: Date): Promise<CommittedQuantity[]> {
  const lines = [...(await committedOn(db, day, now)).values()];
  const [names, slots] = await Promise.all([
    productLabels(db, [...new Set(lines.map((l) => l.productId))]),
    slotLabels(db, [...new Set(lines.map((l) => l.slotId))]),
  ]);
  return lines
    .flatMap((line) => {
      const product = names.get(line.productId);
      const slot = slots.get(line.slotId);
      if (!product || !slot) return [];
      return [
        {
          ...line,
          productName: product.name,
          unit: product.unit,
          translations: product.translations,
          ...slot,
        },
      ];
    })
    .sort(
      (a, b) =>
        a.productName.localeCompare(b.productName, SHOP_LOCALE) ||
        a.startsAt.localeCompare(b.startsAt) ||
        a.areaName.localeCompare(b.areaName, SHOP_LOCALE),
    );
}
