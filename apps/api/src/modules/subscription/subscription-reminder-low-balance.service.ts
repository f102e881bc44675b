import { rupeesText } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { addDays } from '../delivery/index.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import { customersOnMonthlyBill, readBalances } from '../wallet/index.js';
import { activeSubscriptionsWithCustomers } from './subscription-reminder.repository.js';
import { comingCostByCustomer } from './subscription-reminder-cost.js';

/** Where each customer's wallet stands against their next `days` days of deliveries from tomorrow. */
export async function walletCoverage(db: Db, now: Date, days: number, customerIds?: readonly number[]) {
  const subscriptions = await activeSubscriptionsWithCustomers(db, customerIds);
  const tomorrow = addDays(indiaToday(now), 1);
  const customers = [...new Set(subscriptions.map((s) => s.customerId))];
  const [costs, balances] = await Promise.all([
    comingCostByCustomer(db, subscriptions, tomorrow, days, now),
    readBalances(db, customers),
  ]);
  return { subscriptions, costs, balances };
}

/**
 * Queues the low-balance message (issue 34.3) for each customer whose wallet will not cover the
 * next `lowBalanceDays` days (settings) of their subscriptions: the balance, the days and the
 * top-up page. At most one a day per customer (the outbox's subject names the India day). It is a
 * service message, sent whatever the order-update choice: a customer must be told before a delivery
 * stops for money (CCPA's dark-pattern rules, INDIA.md). A customer on the monthly bill is never
 * told: their days are not debited, so no balance can stop them. Answers how many were queued now.
 */
export async function queueLowBalanceMessages(db: Db, options: { now: Date; siteUrl: string }) {
  const { now, siteUrl } = options;
  const settings = await getShopSettings(db);
  const days = settings.lowBalanceDays;
  const { subscriptions, costs, balances } = await walletCoverage(db, now, days);
  const today = indiaToday(now);
  const postpaid = await customersOnMonthlyBill(db, [...new Set(subscriptions.map((s) => s.customerId))]);
  const told = new Set<number>(postpaid);
  let queued = 0;
  for (const s of subscriptions) {
    const cost = costs.get(s.customerId) ?? 0;
    const balance = balances.get(s.customerId) ?? 0;
    if (told.has(s.customerId) || cost === 0 || balance >= cost) continue;
    told.add(s.customerId);
    const id = await queueCustomerMessage(db, {
      event: 'lowBalance',
      subject: `low-balance-${s.customerId}-${today}`,
      to: s.mobileNumber,
      templateKey: 'lowBalance',
      language: s.language,
      values: {
        shop: fitted(settings.farmName),
        balance: rupeesText(balance).replace('₹', ''),
        days: String(days),
        site: siteUrl,
      },
    });
    if (id !== undefined) queued++;
  }
  return queued;
}
