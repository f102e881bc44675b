import { type Language, slotWindowIn, slotWindowText, translated } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { addDays, cutoffOf, findSlot } from '../delivery/index.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import { activeSubscriptionsWithCustomers, productTerms } from './subscription-reminder.repository.js';
import { calendarsOf } from './subscription-reminder-cost.js';
import { signSkipLink, skipLinkSecret } from './subscription-skip-link-token.js';

/** The reminder goes in the hours before the next day's cut-off (21:00 by default: from 17:00). */
export const REMINDER_HOURS_BEFORE_CUTOFF = 4;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the evening reminder of tomorrow's delivery for each opted-in customer's subscription
 * (issue 34.2): what comes and the one-tap skip link, in the hours before the day's cut-off. One
 * message per subscription and day (the outbox's subject), so a job run twice sends one. Answers
 * how many were queued now.
 */
export async function queueEveningReminders(db: Db, options: { now: Date; siteUrl: string }) {
  const { now, siteUrl } = options;
  const tomorrow = addDays(indiaToday(now), 1);
  const opted = (await activeSubscriptionsWithCustomers(db)).filter((s) => s.eveningReminders === true);
  if (opted.length === 0) return 0;
  const [calendars, settings, secret] = await Promise.all([
    calendarsOf(db, opted, tomorrow, 1, now),
    getShopSettings(db),
    skipLinkSecret(db),
  ]);
  let queued = 0;
  for (const s of opted) {
    const day = calendars.get(s.id)?.[0];
    if (day?.status !== 'DELIVER') continue;
    const cutoff = cutoffOf(tomorrow, await slotTerms(db, s.slotId));
    if (now >= cutoff || now.getTime() < cutoff.getTime() - REMINDER_HOURS_BEFORE_CUTOFF * HOUR_MS) continue;
    const slot = await findSlot(db, s.slotId);
    if (!slot) continue;
    const window = slotWindowText(slot.startsAt, slot.endsAt);
    const id = await queueCustomerMessage(db, {
      event: 'subscriptionReminder',
      subject: `reminder-${s.id}-${tomorrow}`,
      to: s.mobileNumber,
      templateKey: 'subscriptionReminder',
      language: s.language,
      values: {
        shop: fitted(settings.farmName),
        window,
        'window:ta': slotWindowIn(window, 'ta'),
        ...(await itemsValues(db, day.lines)),
        token: signSkipLink(secret, s.id, tomorrow),
        site: siteUrl,
      },
      expiresAt: cutoff,
    });
    if (id !== undefined) queued++;
  }
  return queued;
}

async function slotTerms(db: Db, slotId: number) {
  const slot = await findSlot(db, slotId);
  if (!slot) throw new Error(`subscription slot ${slotId} is gone`);
  return slot;
}

type ProductNames = Awaited<ReturnType<typeof productTerms>>;

/**
 * `2 x Fresh milk 500 ml` or `Fresh milk 500 ml +1 more`, within one DLT place, each name in the
 * language given (staff's Tamil name, else the English one: field by field, as elsewhere).
 */
function itemsText(
  names: ProductNames,
  lines: readonly { productId: number; quantity: number }[],
  language: Language,
) {
  const [first] = lines;
  if (!first) return '-';
  const product = names.get(first.productId);
  const name = product ? translated(product, 'name', language) : `#${first.productId}`;
  const more = lines.length > 1 ? ` +${lines.length - 1}` : '';
  const count = first.quantity > 1 ? `${first.quantity} x ` : '';
  return fitted(`${count}${name}`, 30 - more.length) + more;
}

/** `items`, and `items:ta` when the Tamil names differ: the sender picks the customer's (valuesIn). */
async function itemsValues(
  db: Db,
  lines: readonly { productId: number; quantity: number }[],
): Promise<Record<string, string>> {
  const names = await productTerms(
    db,
    lines.map((l) => l.productId),
  );
  const english = itemsText(names, lines, 'en');
  const tamil = itemsText(names, lines, 'ta');
  return tamil === english ? { items: english } : { items: english, 'items:ta': tamil };
}
