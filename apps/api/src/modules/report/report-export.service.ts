import { ORDER_STATUS_LABELS, PAYMENT_LABELS, PAYMENT_STATUS_LABELS, type ReportRange } from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { indiaToday } from '../../lib/dates.js';
import { customersForExport, ordersForExport } from './report-orders.repository.js';
import { type CsvFile, csvName, periodOf } from './report-period.js';

/** Every order placed in the range, one row each, for the staff's spreadsheet (issue 17.4). */
export async function ordersCsv(db: DbOrTx, range: ReportRange): Promise<CsvFile> {
  const orders = await ordersForExport(db, periodOf(range));
  return {
    fileName: csvName('orders', range),
    csv: toCsv(
      [
        'Order',
        'Placed (India time)',
        'Customer',
        'Mobile',
        'Status',
        'Payment method',
        'Payment status',
        'Items',
        'Units',
        rupeesColumn('Subtotal (₹)'),
        rupeesColumn('Offer discounts (₹)'),
        'Coupon',
        rupeesColumn('Coupon discount (₹)'),
        rupeesColumn('Delivery (₹)'),
        rupeesColumn('Total (₹)'),
      ],
      orders.map((o) => [
        o.id,
        o.placedAt,
        o.customerName,
        o.mobileNumber,
        ORDER_STATUS_LABELS[o.status],
        PAYMENT_LABELS[o.paymentMethod],
        PAYMENT_STATUS_LABELS[o.paymentStatus],
        o.items ?? '',
        o.units,
        o.subtotal,
        o.discountTotal,
        o.couponCode ?? '',
        o.couponDiscount,
        o.deliveryFee,
        o.total,
      ]),
    ),
  };
}

/** Every customer, with their orders that count as sales and what those came to. */
export async function customersCsv(db: DbOrTx, now = new Date()): Promise<CsvFile> {
  const customers = await customersForExport(db);
  return {
    fileName: csvName(`customers-${indiaToday(now)}`),
    csv: toCsv(
      ['Customer', 'Name', 'Mobile', 'E-mail', 'Joined', 'Orders', rupeesColumn('Total spent (₹)')],
      customers.map((c) => [c.id, c.name, c.mobileNumber, c.email ?? '', c.joined, c.orders, c.spent]),
    ),
  };
}
