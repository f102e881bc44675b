import type { ReportRange, SubscriptionReport, SubscriptionReportExport } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { indiaToday } from '../../lib/dates.js';
import { dueAfter } from '../monthly-bill/index.js';
import { allCustomersOnMonthlyBill } from '../wallet/index.js';
import { type CsvFile, csvName } from './report-period.js';
import {
  activeSubscriptionCounts,
  customerNames,
  skipsAndPauses,
  subscriptionQuantities,
  walletsHolding,
} from './report-subscriptions.repository.js';

/** What each customer on the monthly bill owes now (the bill's one sum, monthly-bill's). */
async function billsDue(db: DbOrTx, now: Date) {
  const ids = await allCustomersOnMonthlyBill(db);
  const today = indiaToday(now);
  const [names, dues] = await Promise.all([
    customerNames(db, ids),
    Promise.all(ids.map((id) => dueAfter(db, id, today))),
  ]);
  return ids
    .map((customerId, i) => ({
      customerId,
      name: names.get(customerId)?.name ?? '',
      mobileNumber: names.get(customerId)?.mobileNumber ?? '',
      duePaise: dues[i] ?? 0,
    }))
    .sort((a, b) => b.duePaise - a.duePaise);
}

/** The subscription report (issue 34.6) of a range's days, with what is held and owed now. */
export async function subscriptionReport(
  db: DbOrTx,
  range: ReportRange,
  now: Date,
): Promise<SubscriptionReport> {
  const [counts, quantities, changes, wallets, bills] = await Promise.all([
    activeSubscriptionCounts(db),
    subscriptionQuantities(db, range.from, range.to),
    skipsAndPauses(db, range.from, range.to),
    walletsHolding(db),
    billsDue(db, now),
  ]);
  const totals = new Map<number, { productId: number; name: string; unit: string; quantity: number }>();
  for (const q of quantities) {
    const total = totals.get(q.productId) ?? {
      productId: q.productId,
      name: q.name,
      unit: q.unit,
      quantity: 0,
    };
    total.quantity += q.quantity;
    totals.set(q.productId, total);
  }
  return {
    from: range.from,
    to: range.to,
    activeSubscribers: counts.subscribers,
    activeSubscriptions: counts.subscriptions,
    quantities,
    productTotals: [...totals.values()].sort((a, b) => b.quantity - a.quantity),
    skips: changes.skips,
    pauses: changes.pauses,
    walletsHeldPaise: wallets.reduce((sum, w) => sum + w.balancePaise, 0),
    wallets,
    billsDuePaise: bills.reduce((sum, b) => sum + Math.max(b.duePaise, 0), 0),
    bills,
  };
}

/** One table of the subscription report as CSV. */
export async function subscriptionCsv(
  db: DbOrTx,
  query: SubscriptionReportExport,
  now: Date,
): Promise<CsvFile> {
  switch (query.table) {
    case 'quantities': {
      const rows = await subscriptionQuantities(db, query.from, query.to);
      return {
        fileName: csvName('subscription-quantities', query),
        csv: toCsv(
          ['Date', 'Product', 'Unit', 'Quantity'],
          rows.map((r) => [r.day, r.name, r.unit, r.quantity]),
        ),
      };
    }
    case 'wallets': {
      const rows = await walletsHolding(db);
      return {
        fileName: csvName('wallet-balances'),
        csv: toCsv(
          ['Customer', 'Mobile', rupeesColumn('Balance (₹)')],
          rows.map((r) => [r.name, r.mobileNumber, r.balancePaise]),
        ),
      };
    }
    case 'bills': {
      const rows = await billsDue(db, now);
      return {
        fileName: csvName('monthly-bills-due'),
        csv: toCsv(
          ['Customer', 'Mobile', rupeesColumn('Due (₹)')],
          rows.map((r) => [r.name, r.mobileNumber, r.duePaise]),
        ),
      };
    }
  }
}
