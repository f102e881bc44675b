import type {
  BestSellersQuery,
  BestSellersReport,
  ReportRange,
  SalesExportQuery,
  SalesReport,
} from '@farm/contract';
import type { DbOrTx } from '../../db/client.js';
import { rupeesColumn, toCsv } from '../../lib/csv.js';
import { type CsvFile, csvName, datesOf, type Period, periodOf } from './report-period.js';
import { salesByCategory, salesByDay, salesByProduct, salesTotals } from './report-sales.repository.js';

/** Sales per day of the range, every day: a day without sales has zeros (a chart's gap). */
async function salesDays(db: DbOrTx, range: ReportRange, period: Period) {
  const sold = new Map((await salesByDay(db, period)).map((day) => [day.date, day]));
  return datesOf(range).map((date) => sold.get(date) ?? { date, orders: 0, units: 0, revenue: 0 });
}

/** Sales of the range in all, by day, by product and by category. */
export async function salesReport(db: DbOrTx, range: ReportRange): Promise<SalesReport> {
  const period = periodOf(range);
  const [totals, days, products, categories] = await Promise.all([
    salesTotals(db, period),
    salesDays(db, range, period),
    salesByProduct(db, period),
    salesByCategory(db, period),
  ]);
  return { from: range.from, to: range.to, totals, days, products, categories };
}

export async function bestSellers(db: DbOrTx, query: BestSellersQuery): Promise<BestSellersReport> {
  const rows = await salesByProduct(db, periodOf(query), { limit: query.limit });
  return { from: query.from, to: query.to, items: rows.map((row, i) => ({ rank: i + 1, ...row })) };
}

const FIGURES = ['Orders', 'Units', rupeesColumn('Revenue (₹)')];

/** One table of the sales report as CSV (only that table is read). */
export async function salesCsv(db: DbOrTx, query: SalesExportQuery): Promise<CsvFile> {
  const period = periodOf(query);
  const fileName = csvName(`sales-${query.table}`, query);
  switch (query.table) {
    case 'days': {
      const days = await salesDays(db, query, period);
      return {
        fileName,
        csv: toCsv(
          ['Date', ...FIGURES],
          days.map((d) => [d.date, d.orders, d.units, d.revenue]),
        ),
      };
    }
    case 'products': {
      const products = await salesByProduct(db, period);
      return {
        fileName,
        csv: toCsv(
          ['Product code', 'Product', 'Category', ...FIGURES],
          products.map((p) => [p.productCode, p.name, p.categoryName, p.orders, p.units, p.revenue]),
        ),
      };
    }
    case 'categories': {
      const categories = await salesByCategory(db, period);
      return {
        fileName,
        csv: toCsv(
          ['Category', ...FIGURES],
          categories.map((c) => [c.name, c.orders, c.units, c.revenue]),
        ),
      };
    }
  }
}

export async function bestSellersCsv(db: DbOrTx, query: BestSellersQuery): Promise<CsvFile> {
  const { items } = await bestSellers(db, query);
  return {
    fileName: csvName('best-sellers', query),
    csv: toCsv(
      ['Rank', 'Product code', 'Product', 'Category', 'Units', 'Orders', rupeesColumn('Revenue (₹)')],
      items.map((b) => [b.rank, b.productCode, b.name, b.categoryName, b.units, b.orders, b.revenue]),
    ),
  };
}
