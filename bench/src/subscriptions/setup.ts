import pg from 'pg';
import type { Client } from '../back-office/client.js';

/** The subscribers' own PIN code, apart from the checkout's (641001) and the back office's (642002). */
export const SUBSCRIPTION_PINCODE = '642003';
/** Bench subscribers' mobile numbers: +9160 and eight digits (the generated customers have +9170). */
const MOBILE_PREFIX = '+9160';

/** What the set-up made: the day the job will generate, and what it should find there. */
export type SubscriptionSetup = {
  areaId: number;
  slotId: number;
  /** India day after the one the run starts in: due at once, since its cut-off was 00:00 today. */
  day: string;
  subscriptions: number;
  /** Wallets left empty: their day is recorded BALANCE_TOO_LOW, never debited. */
  emptyWallets: number;
  /** Households on the monthly bill: their day is placed without a debit. */
  monthlyBill: number;
};

const indiaDay = (ms: number) => new Date(ms + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * An own-delivery area as staff make it, whose round closes at 00:00 the day before: tomorrow's
 * cut-off (India time) has passed whenever the run starts, and the day after's has not, so the job
 * has exactly one day due (a run that crosses India's midnight would see the next one too).
 */
export async function makeSubscriptionArea(staff: Client): Promise<{ areaId: number; slotId: number }> {
  const area = await staff.ok<{ id: number; slots: { id: number }[] }>(
    'POST',
    '/api/delivery-areas',
    {
      name: 'Pollachi milk round (bench)',
      kind: 'OWN',
      pincodes: [SUBSCRIPTION_PINCODE],
      deliveryFee: 2000,
      slots: [
        { startsAt: '05:00', endsAt: '08:00', capacity: 10_000, cutoffDaysBefore: 1, cutoffTime: '00:00' },
      ],
    },
    undefined,
    201,
  );
  const slotId = area.slots[0]?.id;
  if (slotId === undefined) throw new Error('the subscription area answered no slot');
  return { areaId: area.id, slotId };
}

/**
 * `count` households subscribed from tomorrow, written in one transaction with SQL (the set-up, not
 * what is measured): a customer, an address in the area, a wallet topped up ₹50,000 (the generated catalogue's goods, not milk) with its ledger
 * entry (every 50th from the 10th left empty, every 25th on the monthly bill instead), and a subscription whose
 * pattern delivers tomorrow in each of the four kinds: every day, alternate days from tomorrow,
 * weekdays that include tomorrow's, a quantity per weekday; one product, every third two.
 */
export async function insertSubscriptions(
  databaseUrl: string,
  area: { areaId: number; slotId: number },
  count: number,
  productIds: number[],
): Promise<SubscriptionSetup> {
  const day = indiaDay(Date.now() + 24 * 60 * 60 * 1000);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into customers (name, mobile_number, mobile_verified)
       select 'Bench subscriber ' || g, $1 || lpad(g::text, 8, '0'), true from generate_series(1, $2::int) g`,
      [MOBILE_PREFIX, count],
    );
    await client.query(
      `create temp table bench_subscribers on commit drop as
       select row_number() over (order by id)::int as n, id as customer_id, name, mobile_number
       from customers where mobile_number like $1 || '%'`,
      [MOBILE_PREFIX],
    );
    await client.query(
      `insert into addresses (customer_id, name, mobile_number, line1, city, state, pincode, is_default)
       select customer_id, name, mobile_number, n || ', Market Road', 'Pollachi', 'Tamil Nadu', $1, true
       from bench_subscribers`,
      [SUBSCRIPTION_PINCODE],
    );
    // Every 25th on the monthly bill (no balance needed); every 50th from the 10th left empty.
    await client.query(
      `insert into wallet_accounts (customer_id, balance, monthly_bill)
       select customer_id, case when n % 50 = 10 or n % 25 = 0 then 0 else 5000000 end, n % 25 = 0
       from bench_subscribers`,
    );
    await client.query(
      `insert into wallet_entries (customer_id, amount, reason, idempotency_key, balance_after, actor)
       select a.customer_id, a.balance, 'TOP_UP', 'topup:bench-' || a.customer_id, a.balance, 'CUSTOMER'
       from wallet_accounts a join bench_subscribers s using (customer_id) where a.balance > 0`,
    );
    await client.query(
      `insert into subscriptions (customer_id, address_id, slot_id, start_day)
       select s.customer_id, a.id, $1, $2::date
       from bench_subscribers s join addresses a on a.customer_id = s.customer_id and a.is_default`,
      [area.slotId, day],
    );
    await client.query(
      `insert into subscription_patterns (subscription_id, from_day, kind, weekdays)
       select sub.id, $1::date,
         (array['DAILY', 'ALTERNATE', 'WEEKDAYS', 'PER_WEEKDAY'])[1 + s.n % 4],
         case when s.n % 4 = 2
           then array[extract(isodow from $1::date)::int, 1 + extract(isodow from $1::date)::int % 7]
           else '{}'::int[] end
       from subscriptions sub join bench_subscribers s using (customer_id)`,
      [day],
    );
    await client.query(
      `insert into subscription_lines (pattern_id, product_id, quantity, weekday_quantities)
       select p.id, ($1::int[])[1 + (s.n + k) % cardinality($1::int[])],
         case when p.kind = 'PER_WEEKDAY' then null else 1 + s.n % 2 end,
         case when p.kind = 'PER_WEEKDAY' then array[1, 2, 1, 2, 1, 2, 1] end
       from subscription_patterns p
       join subscriptions sub on sub.id = p.subscription_id
       join bench_subscribers s using (customer_id)
       cross join generate_series(0, 1) k
       where k = 0 or s.n % 3 = 0`,
      [productIds],
    );
    await client.query(
      'insert into subscription_products (product_id) select unnest($1::int[]) on conflict do nothing',
      [productIds],
    );
    const counted = await client.query<{ empty: string; billed: string }>(
      `select count(*) filter (where not monthly_bill and balance = 0) as empty,
              count(*) filter (where monthly_bill) as billed
       from wallet_accounts join bench_subscribers using (customer_id)`,
    );
    // As autovacuum would soon: the job's first run plans with these tables' real sizes.
    await client.query(
      'analyze customers, addresses, wallet_accounts, wallet_entries, subscriptions, subscription_patterns, subscription_lines',
    );
    await client.query('commit');
    const row = counted.rows[0];
    return {
      ...area,
      day,
      subscriptions: count,
      emptyWallets: Number(row?.empty ?? 0),
      monthlyBill: Number(row?.billed ?? 0),
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
