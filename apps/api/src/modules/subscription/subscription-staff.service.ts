import type {
  StaffCustomerSubscriptions,
  StaffSubscriptionQuery,
  StaffSubscriptionRow,
} from '@farm/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { offsetOf, pageInfo } from '../../lib/paging.js';
import { findCustomerById } from '../customer/index.js';
import { getShopSettings } from '../settings/index.js';
import { readWallet } from '../wallet/index.js';
import { patternsOf } from './subscription.repository.js';
import { listSubscriptions, readCalendar } from './subscription-read.service.js';
import { calendarsOf } from './subscription-reminder-cost.js';
import { walletCoverage } from './subscription-reminder-low-balance.service.js';
import { staffSubscriptionRows } from './subscription-staff.repository.js';

/**
 * Staff's list (issue 34.6): filtered by area, slot, product, status and customer in the query;
 * paused today and low balance (the wallet against the next `lowBalanceDays`, the same function the
 * message reads) on those rows, then paged.
 */
export async function listStaffSubscriptions(db: Db, query: StaffSubscriptionQuery, now: Date) {
  const rows = await staffSubscriptionRows(db, query);
  const customerIds = [...new Set(rows.map((r) => r.customerId))];
  const { lowBalanceDays } = await getShopSettings(db);
  const [today, coverage, patterns] = await Promise.all([
    calendarsOf(db, rows, indiaToday(now), 1, now),
    walletCoverage(db, now, lowBalanceDays, customerIds),
    patternsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  const all: StaffSubscriptionRow[] = rows.map((row) => {
    const balancePaise = coverage.balances.get(row.customerId) ?? 0;
    const comingCostPaise = coverage.costs.get(row.customerId) ?? 0;
    const products = (patterns.get(row.id) ?? []).flatMap((p) => p.lines.map((l) => l.productId));
    return {
      id: row.id,
      status: row.status,
      startDay: row.startDay,
      customer: { id: row.customerId, name: row.customerName, mobileNumber: row.mobileNumber },
      area: row.areaId === null || row.areaName === null ? null : { id: row.areaId, name: row.areaName },
      slotId: row.slotId,
      productIds: [...new Set(products)],
      pausedToday: today.get(row.id)?.[0]?.status === 'PAUSED',
      balancePaise,
      comingCostPaise,
      lowBalance: row.status === 'ACTIVE' && comingCostPaise > balancePaise,
    };
  });
  const matching = all.filter(
    (r) =>
      (query.paused === undefined || r.pausedToday === query.paused) &&
      (query.lowBalance === undefined || r.lowBalance === query.lowBalance),
  );
  const start = offsetOf(query);
  return { items: matching.slice(start, start + query.size), page: pageInfo(query, matching.length) };
}

/** One customer on the phone: their subscriptions with the next 14 days each, and their wallet. */
export async function staffCustomerSubscriptions(
  db: Db,
  staffUserId: number,
  customerId: number,
  now: Date,
): Promise<StaffCustomerSubscriptions> {
  const customer = await findCustomerById(db, customerId);
  if (!customer || customer.erasedAt) throw notFound('Customer');
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
