import {
  PAYMENT_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentFilter,
  type PaymentListQuery,
  type PaymentRow,
  type PaymentTotals,
} from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { fromBound, iso, toBound } from '../../lib/dates.js';
import { offsetOf, type Paged, pageInfo } from '../../lib/paging.js';
import { findPaidReferences } from './payment.repository.js';
import { listOrderMoney, type MoneyFilter, type OrderMoney } from './payment-money.repository.js';

function moneyFilterOf(filter: PaymentFilter): MoneyFilter {
  return {
    status: filter.status,
    method: filter.method,
    from: filter.from ? fromBound(filter.from) : undefined,
    to: filter.to ? toBound(filter.to) : undefined,
    q: filter.q || undefined,
  };
}

async function rowsOf(db: DbOrTx, items: OrderMoney[]): Promise<PaymentRow[]> {
  const references = await findPaidReferences(
    db,
    items.map((i) => i.orderId),
  );
  return items.map((i) => ({
    orderId: i.orderId,
    orderStatus: i.orderStatus,
    placedAt: iso(i.placedAt),
    customer: { id: i.customerId, name: i.customerName, mobileNumber: i.customerMobile },
    method: i.method,
    status: i.status,
    total: i.total,
    received: i.received,
    receivedUpi: i.receivedUpi,
    refunded: i.refunded,
    due: i.due,
    references: [...(references.get(i.orderId) ?? []), ...i.upiReferences.map((r) => `UPI ${r}`)],
    lastMovedAt: iso(i.lastMovedAt),
  }));
}

/** The staff's payments list (issue 15.7): a page of orders' money and the sums over the filter. */
export async function listPayments(
  db: DbOrTx,
  query: PaymentListQuery,
): Promise<Paged<PaymentRow> & { totals: PaymentTotals }> {
  const { items, totals } = await listOrderMoney(db, moneyFilterOf(query), {
    limit: query.size,
    offset: offsetOf(query),
  });
  return { items: await rowsOf(db, items), page: pageInfo(query, totals.orders), totals };
}

/**
 * Every row the filter matches as CSV, for the accountant's spreadsheet: amounts in rupees with two
 * decimals, labels in words (`toCsv` neutralises cells that start like a formula).
 */
export async function exportPayments(db: DbOrTx, filter: PaymentFilter): Promise<string> {
  const { items } = await listOrderMoney(db, moneyFilterOf(filter), undefined);
  const rows = await rowsOf(db, items);
  return toCsv(
    [
      'Order',
      'Placed at',
      'Customer',
      'Mobile',
      'Order status',
      'Method',
      'Payment status',
      rupeesColumn('Total (₹)'),
      rupeesColumn('Received (₹)'),
      rupeesColumn('Of which UPI at the door (₹)'),
      rupeesColumn('Refunded (₹)'),
      rupeesColumn('To collect (₹)'),
      'Payment references',
      'Money last moved at',
    ],
    rows.map((r) => [
      r.orderId,
      r.placedAt,
      r.customer.name,
      r.customer.mobileNumber,
      r.orderStatus,
      PAYMENT_LABELS[r.method],
      PAYMENT_STATUS_LABELS[r.status],
      r.total,
      r.received,
      r.receivedUpi,
      r.refunded,
      r.due,
      r.references.join(' '),
      r.lastMovedAt ?? '',
    ]),
  );
}
