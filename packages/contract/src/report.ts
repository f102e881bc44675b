import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { invoiceSummarySchema } from './invoice';
import { orderStatusSchema } from './order';
import {
  BEST_SELLERS_DEFAULT,
  BEST_SELLERS_MAX,
  daysInRange,
  GST_TABLES,
  REPORT_FIRST_DAY,
  REPORT_LAST_DAY,
  REPORT_MAX_DAYS,
  SALES_TABLES,
} from './plain/reports';
import { PAYMENT_METHODS } from './plain/statuses';
import { translationsReadSchema } from './translations';

/*
 * The owner's reports (issue 17.4). Days are India's (Asia/Kolkata): a report from 1 to 30 April
 * holds the orders placed from 1 April 00:00 to 30 April 23:59:59 India time.
 */

const reportDaySchema = z.iso
  .date({ error: (issue) => (issue.code === 'invalid_format' ? 'Enter a day, e.g. 2026-04-01' : undefined) })
  .refine((day) => day >= REPORT_FIRST_DAY && day <= REPORT_LAST_DAY, 'Choose a day from 2000 to 2099');

export const rangeFields = {
  /** The first day (India time), included. */
  from: reportDaySchema,
  /** The last day (India time), included. */
  to: reportDaySchema,
};

/**
 * A range ends on or after its start and spans a year at most; the refusal names `to`. zod runs this
 * even when a day was refused (a day's refusal does not stop its object): then the day's is enough.
 */
export function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!reportDaySchema.safeParse(range.from).success || !reportDaySchema.safeParse(range.to).success) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must not be before the first day' });
  } else if (days > REPORT_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `Choose at most ${REPORT_MAX_DAYS} days: a report covers a year at most`,
    });
  }
}

/** `?from=2026-04-01&to=2026-04-30`: the days a report covers. */
export const reportRangeSchema = z.object(rangeFields).superRefine(checkRange);
export type ReportRange = z.infer<typeof reportRangeSchema>;

/** The sales CSV: one of its tables (by day, by product, by category) over the range. */
export const salesExportQuerySchema = z
  .object({ ...rangeFields, table: z.enum(SALES_TABLES) })
  .superRefine(checkRange);
export type SalesExportQuery = z.infer<typeof salesExportQuerySchema>;

/** Best sellers over the range, the first `limit` by units sold. */
export const bestSellersQuerySchema = z
  .object({
    ...rangeFields,
    limit: z.coerce.number<number>().int().min(1).max(BEST_SELLERS_MAX).default(BEST_SELLERS_DEFAULT),
  })
  .superRefine(checkRange);
export type BestSellersQuery = z.infer<typeof bestSellersQuerySchema>;

/** A calendar month, `2026-04`: what GSTR-1 is filed for. */
const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month, e.g. 2026-04')
  .refine(
    (month) => month >= REPORT_FIRST_DAY.slice(0, 7) && month <= REPORT_LAST_DAY.slice(0, 7),
    'Choose a month from 2000 to 2099',
  );

export const gstReportQuerySchema = z.object({ month: monthSchema });
export type GstReportQuery = z.infer<typeof gstReportQuerySchema>;

export const gstExportQuerySchema = z.object({ month: monthSchema, table: z.enum(GST_TABLES) });
export type GstExportQuery = z.infer<typeof gstExportQuerySchema>;

const countSchema = z.number().int().min(0);
/**
 * Paise summed over many orders: beyond one order's cap (`paiseSchema`), and a month's GST net of
 * credit notes may be below zero (an earlier month's invoice credited in this one).
 */
const sumSchema = z.number().int();

/**
 * What sold: orders placed in the range that count as sales (not awaiting payment, cancelled or
 * returned). `revenue` is what the lines sold for after offers (before a coupon and without
 * delivery); `units` the quantities; `orders` how many orders had such lines.
 */
export const salesFiguresSchema = z.object({ orders: countSchema, units: countSchema, revenue: sumSchema });
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** One India day; every day of the range is there, a day without sales with zeros. */
export const salesDaySchema = salesFiguresSchema.extend({ date: z.iso.date() });
export type SalesDay = z.infer<typeof salesDaySchema>;

/** A name's translations (`{ ta: { name } }`, `{}` when none): what a report's rows carry of them. */
const namesReadSchema = translationsReadSchema(['name'] as const);

/** A product's sales; its name and category are today's, with their translations (a Tamil screen's names). */
export const salesProductSchema = salesFiguresSchema.extend({
  productId: idSchema,
  productCode: z.string(),
  name: z.string(),
  translations: namesReadSchema,
  categoryName: z.string(),
  categoryTranslations: namesReadSchema,
});
export type SalesProduct = z.infer<typeof salesProductSchema>;

export const salesCategorySchema = salesFiguresSchema.extend({
  categoryId: idSchema,
  name: z.string(),
  translations: namesReadSchema,
});
export type SalesCategory = z.infer<typeof salesCategorySchema>;

/** `GET /reports/sales`: the range's sales in all, by day, by product and by category (by revenue). */
export const salesReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: salesFiguresSchema,
  days: z.array(salesDaySchema),
  products: z.array(salesProductSchema),
  categories: z.array(salesCategorySchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** A best seller: most units first (then revenue, then name). */
export const bestSellerSchema = salesProductSchema.extend({ rank: z.number().int().min(1) });
export type BestSeller = z.infer<typeof bestSellerSchema>;

export const bestSellersReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  items: z.array(bestSellerSchema),
});
export type BestSellersReport = z.infer<typeof bestSellersReportSchema>;

/** Orders placed in the range now in one status, and what they are worth (delivery included). */
export const statusFigureSchema = z.object({
  status: orderStatusSchema,
  orders: countSchema,
  total: sumSchema,
});
export type StatusFigure = z.infer<typeof statusFigureSchema>;

/** `GET /reports/order-statuses`: every status, in the order orders move, with zeros. */
export const orderStatusReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  statuses: z.array(statusFigureSchema),
  totals: z.object({ orders: countSchema, total: sumSchema }),
});
export type OrderStatusReport = z.infer<typeof orderStatusReportSchema>;

/**
 * Orders placed in the range paid one way (any status, as the payments list counts them): what they
 * are worth, what came in (paid online, cash collected), what went back, and the cash still due.
 */
export const methodFigureSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  orders: countSchema,
  total: sumSchema,
  received: sumSchema,
  /** Of `received`, what was paid by UPI at the door: counted apart from cash. */
  receivedUpi: sumSchema,
  refunded: sumSchema,
  due: sumSchema,
});
export type MethodFigure = z.infer<typeof methodFigureSchema>;

export const paymentMethodReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  methods: z.array(methodFigureSchema),
  totals: methodFigureSchema.omit({ method: true }),
});
export type PaymentMethodReport = z.infer<typeof paymentMethodReportSchema>;

/**
 * `GET /reports/cash-to-collect`: live cash-on-delivery orders whose cash nobody has recorded yet,
 * whenever they were placed (a figure of now, not of a range), by where the goods are.
 */
export const cashToCollectReportSchema = z.object({
  orders: countSchema,
  amount: sumSchema,
  statuses: z.array(z.object({ status: orderStatusSchema, orders: countSchema, amount: sumSchema })),
  asOf: timestampSchema,
});
export type CashToCollectReport = z.infer<typeof cashToCollectReportSchema>;

/**
 * One line of GSTR-1's HSN summary: the month's invoices less its credit notes for one HSN code
 * (null: goods without one, invoiced at 0 %) and rate. `value` is taxable value plus tax.
 */
export const gstRateRowSchema = z.object({
  hsnCode: z.string().nullable(),
  ratePercent: z.number(),
  taxableValue: sumSchema,
  cgst: sumSchema,
  sgst: sumSchema,
  igst: sumSchema,
  tax: sumSchema,
  value: sumSchema,
});
export type GstRateRow = z.infer<typeof gstRateRowSchema>;

/** `GET /reports/gst?month=`: the month's tax by HSN and rate, its totals, and its papers in number order. */
export const gstReportSchema = z.object({
  month: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  rates: z.array(gstRateRowSchema),
  totals: gstRateRowSchema.omit({ hsnCode: true, ratePercent: true }).extend({
    invoices: countSchema,
    creditNotes: countSchema,
  }),
  documents: z.array(invoiceSummarySchema),
});
export type GstReport = z.infer<typeof gstReportSchema>;
