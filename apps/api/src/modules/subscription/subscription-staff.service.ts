import type {
  StaffCustomerSubscriptions,
  StaffSubscriptionQuery,
  StaffSubscriptionRow,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { pageInfo } from '../../lib/paging.js';
import { findCustomerById } from '../customer/index.js';
import { getShopSettings } from '../settings/index.js';
import { readWallet } from '../wallet/index.js';
import { patternsOf } from './subscription.repository.js';
import { listSubscriptions, readCalendar } from './subscription-read.service.js';
import { walletCoverage } from './subscription-reminder-low-balance.service.js';
import { staffSubscriptionRows } from './subscription-staff.repository.js';

/** The customers whose wallet will not cover their next `days` days (the low-balance message's rule). */
async function customersLowOnBalance(db: Db, now: Date, days: number): Promise<number[]> {
  const { costs, balances } = await walletCoverage(db, now, days);
  return [...costs].filter(([id, cost]) => cost > (balances.get(id) ?? 0)).map(([id]) => id);
}

/**
 * Staff's list (issue 34.6): filtered by area, slot, product, status, customer and paused today in
 * SQL, and paged there. Low balance is the coverage function's (the wallet against the next
 * `lowBalanceDays`, the same the message reads): asked as a filter, it is worked out once for the
 * subscribing customers and handed to SQL as their ids; each row of the page shows its own.
 */
export async function listStaffSubscriptions(db: Db, query: StaffSubscriptionQuery, now: Date) {
  const { lowBalanceDays } = await getShopSettings(db);
  const today = indiaToday(now);
  const lowBalanceCustomerIds =
    query.lowBalance === undefined ? null : await customersLowOnBalance(db, now, lowBalanceDays);
  const { rows, total } = await staffSubscriptionRows(db, query, { today, lowBalanceCustomerIds });
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const [coverage, patterns] = await Promise.all([
    walletCoverage(db, now, lowBalanceDays, customerIds),
    patternsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const items: StaffSubscriptionRow[] = rows.map((row) => {
    const balancePaise = coverage.balances.get(row.customerId) ?? 0;
    const comingCostPaise = coverage.costs.get(row.customerId) ?? 0;
    const products = (patterns.get(row.id) ?? []).flatMap((p) => p.lines.map((l) => l.productId));
    return {
      id: row.id,
      status: row.status,
      startDay: row.startDay,
      customer: { id: row.customerId, name: row.customerName, mobileNumber: row.mobileNumber },
      area:
        row.areaId === null || row.areaName === null
          ? null
          : { id: row.areaId, name: row.areaName, translations: row.areaTranslations ?? {} },
      slotId: row.slotId,
      productIds: [...new Set(products)],
      pausedToday: Boolean(row.pausedToday),
      balancePaise,
      comingCostPaise,
      lowBalance: row.status === 'ACTIVE' && comingCostPaise > balancePaise,
    };
  });
  return { items, page: pageInfo(query, total) };
}

/** One customer on the phone: their subscriptions with the next 14 days each, and their wallet. */
export async function staffCustomerSubscriptions(
  db: Db,
  staffUserId: number,
  customerId: number,
  now: Date,
): Promise<StaffCustomerSubscriptions> {
  const customer = await findCustomerById(db, customerId);
  if (!customer || customer.erasedAt) throw notFound('Customer', 'CUSTOMER_NOT_FOUND');
  const [subscriptions, wallet] = await Promise.all([
    listSubscriptions(db, customerId),
    readWallet(db, customerId, { page: 1, size: 24 }),
  ]);
  const withCalendars = await Promise.all(
    subscriptions.map(async (s) => ({
      ...s,
      calendar: await readCalendar(db, { staffUserId }, s.id, { days: 14 }, now),
    })),
  );
  return {
    customer: { id: customer.id, name: customer.name, mobileNumber: customer.mobileNumber },
    subscriptions: withCalendars,
    wallet,
  };
}
