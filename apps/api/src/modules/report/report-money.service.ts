import {
  type CashToCollectReport,
  NOT_SALE_STATUSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderStatusReport,
  PAYMENT_LABELS,
  PAYMENT_METHODS,
  type PaymentMethodReport,
  type ReportRange,
} from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { indiaDateTime, indiaToday, iso } from '../../lib/dates.js';
import { listCashDue, sumCashDueByStatus, sumOrderMoneyByMethod } from '../payment/index.js';
import { ordersByStatus } from './report-orders.repository.js';
import { type CsvFile, csvName, periodOf } from './report-period.js';

/** Where a cash-on-delivery order can still be waiting for its cash: on its way or delivered. */
const LIVE_STATUSES = ORDER_STATUSES.filter(
  (status) => !(NOT_SALE_STATUSES as readonly OrderStatus[]).includes(status),
);

/** The sums of a few summary rows (statuses, methods): the totals line under them. */
function add<K extends string>(rows: readonly Record<K, number>[], keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)])) as Record<
    K,
    number
  >;
}

/** Orders placed in the range by their status now: every status, in the order orders move. */
export async function orderStatusReport(db: DbOrTx, range: ReportRange): Promise<OrderStatusReport> {
  const rows = new Map((await ordersByStatus(db, periodOf(range))).map((r) => [r.status, r]));
  const statuses = ORDER_STATUSES.map((status) => rows.get(status) ?? { status, orders: 0, total: 0 });
  return { from: range.from, to: range.to, statuses, totals: add(statuses, ['orders', 'total']) };
}

/** Orders placed in the range by payment method, with the money of each (as the payments list sums it). */
export async function paymentMethodReport(db: DbOrTx, range: ReportRange): Promise<PaymentMethodReport> {
  const rows = new Map((await sumOrderMoneyByMethod(db, periodOf(range))).map((r) => [r.method, r]));
  const methods = PAYMENT_METHODS.map(
    (method) =>
      rows.get(method) ?? { method, orders: 0, total: 0, received: 0, receivedUpi: 0, refunded: 0, due: 0 },
  );
  const totals = add(methods, ['orders', 'total', 'received', 'receivedUpi', 'refunded', 'due']);
  return { from: range.from, to: range.to, methods, totals };
}

/** Cash still to collect now, by where the goods are. */
export async function cashToCollectReport(db: DbOrTx, now = new Date()): Promise<CashToCollectReport> {
  const rows = new Map((await sumCashDueByStatus(db)).map((r) => [r.status, r]));
  const statuses = LIVE_STATUSES.map((status) => rows.get(status) ?? { status, orders: 0, amount: 0 });
  return { ...add(statuses, ['orders', 'amount']), statuses, asOf: iso(now) };
}

export async function orderStatusCsv(db: DbOrTx, range: ReportRange): Promise<CsvFile> {
  const { statuses } = await orderStatusReport(db, range);
  return {
    fileName: csvName('orders-by-status', range),
    csv: toCsv(
      ['Status', 'Orders', rupeesColumn('Total (₹)')],
      statuses.map((s) => [ORDER_STATUS_LABELS[s.status], s.orders, s.total]),
    ),
  };
}

export async function paymentMethodCsv(db: DbOrTx, range: ReportRange): Promise<CsvFile> {
  const { methods } = await paymentMethodReport(db, range);
  return {
    fileName: csvName('payments-by-method', range),
    csv: toCsv(
      [
        'Method',
        'Orders',
        rupeesColumn('Order value (₹)'),
        rupeesColumn('Received (₹)'),
        rupeesColumn('Of which UPI at the door (₹)'),
        rupeesColumn('Refunded (₹)'),
        rupeesColumn('To collect (₹)'),
      ],
      methods.map((m) => [
        PAYMENT_LABELS[m.method],
        m.orders,
        m.total,
        m.received,
        m.receivedUpi,
        m.refunded,
        m.due,
      ]),
    ),
  };
}

/** Every order whose cash is still to collect, oldest first: a list to take on the round. */
export async function cashToCollectCsv(db: DbOrTx, now = new Date()): Promise<CsvFile> {
  const orders = await listCashDue(db);
  return {
    fileName: csvName(`cash-to-collect-${indiaToday(now)}`),
    csv: toCsv(
      [
        'Order',
        'Placed (India time)',
        'Status',
        'Customer',
        'Mobile',
        'City',
        rupeesColumn('To collect (₹)'),
      ],
      orders.map((o) => [
        o.orderId,
        indiaDateTime(o.placedAt),
        ORDER_STATUS_LABELS[o.status],
        o.customerName,
        o.customerMobile,
        o.deliverTo,
        o.amount,
      ]),
    ),
  };
}
