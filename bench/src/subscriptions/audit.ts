import pg from 'pg';
import type { SubscriptionSetup } from './setup.js';

/** What the generated day holds, read from the database after the job. */
export type GenerationAudit = {
  /** Days recorded for the area's subscriptions: generated, and not (the wallet could not cover it). */
  generated: number;
  notGenerated: number;
  /** Subscriptions with no record of the day. */
  missing: number;
  /** A subscription's day recorded twice, a customer with two orders that day, a delivery debited twice. */
  duplicateDays: number;
  duplicateOrders: number;
  duplicateDebits: number;
  /** Wallets whose balance is not the sum of their ledger, or is below zero. */
  ledgerMismatched: number;
  negative: number;
  /** Wallet-paid days whose debit is not the order's total; monthly-bill days debited. */
  debitsOff: number;
  billedDebited: number;
};

/** Reads the generated day of the bench's subscriptions back and counts what would be wrong. */
export async function auditGeneration(
  databaseUrl: string,
  setup: SubscriptionSetup,
): Promise<GenerationAudit> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text: string, values: unknown[] = []) =>
    Number((await client.query<{ n: string }>(text, values)).rows[0]?.n ?? 0);
  const ours = 'select id, customer_id from subscriptions where slot_id = $1';
  try {
    const mine = [setup.slotId, setup.day];
    return {
      generated: await one(
        `select count(*) as n from subscription_deliveries d join (${ours}) s on s.id = d.subscription_id
         where d.day = $2 and d.outcome = 'GENERATED'`,
        mine,
      ),
      notGenerated: await one(
        `select count(*) as n from subscription_deliveries d join (${ours}) s on s.id = d.subscription_id
         where d.day = $2 and d.outcome <> 'GENERATED'`,
        mine,
      ),
      missing: await one(
        `select count(*) as n from (${ours}) s
         where not exists (select 1 from subscription_deliveries d where d.subscription_id = s.id and d.day = $2)`,
        mine,
      ),
      duplicateDays: await one(
        `select count(*) as n from (select d.subscription_id from subscription_deliveries d
           join (${ours}) s on s.id = d.subscription_id where d.day = $2
           group by d.subscription_id having count(*) > 1) twice`,
        mine,
      ),
      duplicateOrders: await one(
        `select count(*) as n from (select o.customer_id from orders o
           where o.delivery_slot_id = $1 and o.delivery_date = $2
           group by o.customer_id having count(*) > 1) twice`,
        mine,
      ),
      duplicateDebits: await one(
        `select count(*) as n from (select e.customer_id from wallet_entries e
           join (${ours}) s on s.customer_id = e.customer_id
           where e.reason = 'DELIVERY' and e.idempotency_key like '%:' || $2
           group by e.customer_id having count(*) > 1) twice`,
        mine,
      ),
      ledgerMismatched: await one(
        `select count(*) as n from wallet_accounts a
         where a.balance <> (select coalesce(sum(e.amount), 0) from wallet_entries e where e.customer_id = a.customer_id)`,
      ),
      negative: await one(
        'select (select count(*) from wallet_accounts where balance < 0) + (select count(*) from wallet_entries where balance_after < 0) as n',
      ),
      debitsOff: await one(
        `select count(*) as n from subscription_deliveries d
         join (${ours}) s on s.id = d.subscription_id
         join orders o on o.id = d.order_id
         join wallet_accounts a on a.customer_id = s.customer_id and not a.monthly_bill
         left join wallet_entries e on e.idempotency_key = 'delivery:' || d.subscription_id || ':' || d.day
         where d.day = $2 and d.outcome = 'GENERATED' and (e.amount is null or e.amount <> -o.total)`,
        mine,
      ),
      billedDebited: await one(
        `select count(*) as n from wallet_entries e
         join wallet_accounts a on a.customer_id = e.customer_id and a.monthly_bill
         join (${ours}) s on s.customer_id = e.customer_id
         where e.reason = 'DELIVERY'`,
        [setup.slotId],
      ),
    };
  } finally {
    await client.end();
  }
}

/** Days the job has recorded so far for the bench's subscriptions (generated or not). */
export async function recordedDays(client: pg.Client, setup: SubscriptionSetup): Promise<number> {
  const res = await client.query<{ n: string }>(
    `select count(*) as n from subscription_deliveries d join subscriptions s on s.id = d.subscription_id
     where s.slot_id = $1 and d.day = $2`,
    [setup.slotId, setup.day],
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** The job's own span: its first and last recorded day of the bench's subscriptions, seconds apart. */
export async function jobSpan(client: pg.Client, setup: SubscriptionSetup): Promise<number> {
  const res = await client.query<{ s: string | null }>(
    `select extract(epoch from max(d.created_at) - min(d.created_at)) as s
     from subscription_deliveries d join subscriptions s on s.id = d.subscription_id
     where s.slot_id = $1 and d.day = $2`,
    [setup.slotId, setup.day],
  );
  return Number(res.rows[0]?.s ?? 0);
}
