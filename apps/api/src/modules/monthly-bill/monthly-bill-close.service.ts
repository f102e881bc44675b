import { monthBefore, rupeesText } from '@farm/contract';
import type { Db } from '../../db/client.js';
import { indiaToday } from '../../lib/dates.js';
import { fitted, queueCustomerMessage } from '../notification/index.js';
import { getShopSettings } from '../settings/index.js';
import { allCustomersOnMonthlyBill } from '../wallet/index.js';
import { insertStatement, statementCustomer } from './monthly-bill.repository.js';
import { statementOf } from './monthly-bill-statement.service.js';

/** A month as its message says it: "Nov 2026", "நவம்பர் 2026". */
export function monthWords(month: string, language: string): string {
  return new Date(`${month}-15T00:00:00Z`).toLocaleDateString(language === 'ta' ? 'ta-IN' : 'en-IN', {
    month: language === 'ta' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * Closes last month's statement for each customer on the monthly bill (issue 34.3), once: the
 * sums as they stand are written to `bill_statements` (unique per customer and month) and, in the
 * same transaction, the message with the amount due and the wallet page's link (where the statement
 * is read and paid) goes into the outbox. Run on the 1st, or any later day of the month should the
 * 1st's run be missed; a second run, or a second process, closes nothing twice. A month with
 * nothing delivered and nothing owed is not closed. Answers how many it closed.
 */
export async function closeLastMonth(db: Db, options: { now: Date; siteUrl: string }): Promise<number> {
  const month = monthBefore(indiaToday(options.now).slice(0, 7));
  const settings = await getShopSettings(db);
  let closed = 0;
  for (const customerId of await allCustomersOnMonthlyBill(db)) {
    const customer = await statementCustomer(db, customerId);
    if (!customer) continue;
    const s = await statementOf(db, customerId, month);
    if (s.closedAt !== null || (s.deliveredPaise === 0 && s.duePaise === 0)) continue;
    const wrote = await db.transaction(async (tx) => {
      const row = await insertStatement(tx, {
        customerId,
        month,
        broughtForward: s.broughtForwardPaise,
        delivered: s.deliveredPaise,
        credits: s.creditsPaise,
        payments: s.paymentsPaise,
        due: s.duePaise,
        closedAt: options.now,
      });
      if (!row) return false;
      if (s.duePaise > 0) {
        await queueCustomerMessage(tx, {
          event: 'monthlyStatement',
          subject: `statement-${customerId}-${month}`,
          to: customer.mobileNumber,
          templateKey: 'monthlyStatement',
          language: customer.locale,
          values: {
            shop: fitted(settings.farmName),
            month: monthWords(month, customer.locale),
            amount: rupeesText(s.duePaise).replace('₹', ''),
            site: options.siteUrl,
          },
        });
      }
      return true;
    });
    if (wrote) closed++;
  }
  return closed;
}
