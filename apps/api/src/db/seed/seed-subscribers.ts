import { indiaToday } from '../../lib/dates.js';
import { addDays } from '../../modules/delivery/index.js';
import type { DbOrTx } from '../client.js';
import {
  type AddressSnapshot,
  addresses,
  customers,
  messagePreferences,
  subscriptionChanges,
  subscriptionLines,
  subscriptionPatterns,
  subscriptionProducts,
  subscriptions,
  walletAccounts,
  walletEntries,
  walletTopUps,
} from '../schema.js';
import { type DemoSubscriber, demoSubscribers, SUBSCRIBABLE_CODES } from './data/subscribers.js';
import type { Catalogue } from './seed-catalogue.js';
import type { Staff } from './seed-customers.js';
import type { SeededArea } from './seed-delivery.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo farm's subscribers (issue 34.7): milk, curd and paneer marked subscribable, ten
 * households on the van rounds with their patterns, skips and a trip's pause (made the day before
 * the seed), and their wallets: top-ups paid online and a credit from the farm in the ledger, the
 * balance its sum; one household on the monthly bill. The generation job turns their days into
 * orders at each round's cut-off, as it does for any subscriber.
 */
export async function seedSubscribers(
  db: DbOrTx,
  now: Date,
  passwordHash: string,
  catalogue: Catalogue,
  areas: SeededArea[],
  staff: Staff,
): Promise<void> {
  const productId = (code: string) => {
    const id = catalogue.productIds.get(code);
    if (id === undefined) throw new Error(`Demo subscription: no product ${code}`);
    return id;
  };
  await db
    .insert(subscriptionProducts)
    .values(SUBSCRIBABLE_CODES.map((code) => ({ productId: productId(code) })));
  const today = indiaToday(now);
  const madeTheDayBefore = new Date(now.getTime() - DAY);
  for (const [n, person] of demoSubscribers.entries()) {
    const customerId = await insertCustomer(db, person, passwordHash);
    const snapshot: AddressSnapshot = {
      name: person.name,
      mobileNumber: person.mobileNumber,
      ...person.address,
    };
    const [address] = await db
      .insert(addresses)
      .values({ customerId, ...snapshot, isDefault: true })
      .returning({ id: addresses.id });
    if (!address) throw new Error('insert returned no row');
    const slot = roundOf(areas, person);
    const startDay = addDays(today, person.startDay);
    const [subscription] = await db
      .insert(subscriptions)
      .values({
        customerId,
        addressId: address.id,
        slotId: slot,
        startDay,
        createdAt: dayAgo(now, -person.startDay + 1),
      })
      .returning({ id: subscriptions.id });
    if (!subscription) throw new Error('insert returned no row');
    const { pattern } = person;
    const [patternRow] = await db
      .insert(subscriptionPatterns)
      .values({
        subscriptionId: subscription.id,
        fromDay: startDay,
        kind: pattern.kind,
        weekdays: pattern.kind === 'WEEKDAYS' ? pattern.weekdays : [],
      })
      .returning({ id: subscriptionPatterns.id });
    if (!patternRow) throw new Error('insert returned no row');
    await db.insert(subscriptionLines).values(
      pattern.lines.map((line) => ({
        patternId: patternRow.id,
        productId: productId(line.code),
        quantity: 'quantity' in line ? line.quantity : null,
        weekdayQuantities: 'perWeekday' in line ? line.perWeekday : null,
      })),
    );
    const changes = [
      ...(person.skips ?? []).map((day) => ({
        kind: 'SKIP' as const,
        day: addDays(today, day),
        untilDay: null,
      })),
      ...(person.pause
        ? [
            {
              kind: 'PAUSE' as const,
              day: addDays(today, person.pause.from),
              untilDay: addDays(today, person.pause.until),
            },
          ]
        : []),
    ];
    for (const change of changes)
      await db
        .insert(subscriptionChanges)
        .values({ subscriptionId: subscription.id, ...change, createdAt: madeTheDayBefore });
    if (person.eveningReminders)
      await db.insert(messagePreferences).values({ customerId, eveningReminders: true });
    await seedWallet(db, now, customerId, n, person, staff);
  }
}

async function insertCustomer(db: DbOrTx, person: DemoSubscriber, passwordHash: string): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      name: person.name,
      mobileNumber: person.mobileNumber,
      email: person.email,
      passwordHash,
      mobileVerified: true,
      locale: person.locale,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error(`Demo subscriber ${person.name} was not inserted`);
  return row.id;
}

/** The slot of the subscriber's round in the own-delivery area of their PIN code. */
function roundOf(areas: SeededArea[], person: DemoSubscriber): number {
  const area = areas.find(
    (a) => a.area.kind === 'OWN' && a.area.pincodes.some((p) => person.address.pincode.startsWith(p)),
  );
  const slot = area?.slots[person.round === 'morning' ? 0 : 1];
  if (!slot)
    throw new Error(`Demo subscriber ${person.name}: no ${person.round} round at ${person.address.pincode}`);
  return slot.id;
}

const dayAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

/**
 * The wallet as its events would have left it: each top-up paid online (its `wallet_top_ups` row and
 * ledger entry, keyed by the payment as the callback keys it), the farm's credit, oldest first, each
 * entry with the balance after it; a monthly-bill household has an account and no entries.
 */
async function seedWallet(
  db: DbOrTx,
  now: Date,
  customerId: number,
  n: number,
  person: DemoSubscriber,
  staff: Staff,
) {
  type Event = { amount: number; daysAgo: number; kind: 'topup' | 'credit'; note?: string };
  const events: Event[] = [
    ...(person.topUps ?? []).map((t) => ({ ...t, kind: 'topup' as const })),
    ...(person.credit ? [{ ...person.credit, kind: 'credit' as const }] : []),
  ].sort((a, b) => b.daysAgo - a.daysAgo);
  const balance = events.reduce((sum, e) => sum + e.amount, 0);
  await db.insert(walletAccounts).values({
    customerId,
    balance,
    monthlyBill: person.monthlyBill ?? false,
    updatedAt: events.length ? dayAgo(now, events.at(-1)?.daysAgo ?? 0) : now,
  });
  let running = 0;
  for (const [k, event] of events.entries()) {
    running += event.amount;
    const at = dayAgo(now, event.daysAgo);
    const ref = `demo${String(n + 1).padStart(2, '0')}${k + 1}`;
    if (event.kind === 'topup') {
      await db.insert(walletTopUps).values({
        customerId,
        amount: event.amount,
        idempotencyKey: `demo-top-up-${ref}`,
        provider: 'razorpay',
        providerOrderId: `order_${ref}`,
        providerPaymentId: `pay_${ref}`,
        status: 'PAID',
        createdAt: at,
        paidAt: at,
      });
    }
    await db.insert(walletEntries).values({
      customerId,
      amount: event.amount,
      reason: event.kind === 'topup' ? 'TOP_UP' : 'STAFF_CREDIT',
      idempotencyKey: event.kind === 'topup' ? `topup:pay_${ref}` : `staff:${ref}`,
      balanceAfter: running,
      actor: event.kind === 'topup' ? 'CUSTOMER' : 'STAFF',
      staffUserId: event.kind === 'credit' ? (staff?.id ?? null) : null,
      note: event.note ?? null,
      createdAt: at,
    });
  }
}
