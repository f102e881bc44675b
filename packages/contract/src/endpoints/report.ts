import { z } from 'zod';
import { envelope } from '../common';
import { endpointsOf } from '../endpoint';
import { reportRoutes } from '../plain/routes/report';
import {
  bestSellersQuerySchema,
  bestSellersReportSchema,
  cashToCollectReportSchema,
  gstExportQuerySchema,
  gstReportQuerySchema,
  gstReportSchema,
  orderStatusReportSchema,
  paymentMethodReportSchema,
  reportRangeSchema,
  salesExportQuerySchema,
  salesReportSchema,
} from '../report';
import { subscriptionReportExportSchema, subscriptionReportSchema } from '../report-subscriptions';

const csv = (rows: string) =>
  z.unknown().meta({ description: `text/csv, ${rows}, a header row first; amounts in rupees` });

export const reportEndpoints = endpointsOf('report', reportRoutes, {
  getSalesReport: { query: reportRangeSchema, responses: { 200: envelope(salesReportSchema) } },
  exportSalesReport: {
    query: salesExportQuerySchema,
    responses: { 200: csv('one row per day, product or category') },
  },
  getBestSellers: { query: bestSellersQuerySchema, responses: { 200: envelope(bestSellersReportSchema) } },
  exportBestSellers: { query: bestSellersQuerySchema, responses: { 200: csv('one row per product') } },
  getOrderStatusReport: { query: reportRangeSchema, responses: { 200: envelope(orderStatusReportSchema) } },
  exportOrderStatusReport: { query: reportRangeSchema, responses: { 200: csv('one row per status') } },
  getPaymentMethodReport: {
    query: reportRangeSchema,
    responses: { 200: envelope(paymentMethodReportSchema) },
  },
  exportPaymentMethodReport: { query: reportRangeSchema, responses: { 200: csv('one row per method') } },
  getCashToCollect: { responses: { 200: envelope(cashToCollectReportSchema) } },
  exportCashToCollect: { responses: { 200: csv('one row per order') } },
  getGstReport: { query: gstReportQuerySchema, responses: { 200: envelope(gstReportSchema) } },
  exportGstReport: {
    query: gstExportQuerySchema,
    responses: { 200: csv('one row per HSN and rate, or per paper') },
  },
  getSubscriptionReport: { query: reportRangeSchema, responses: { 200: envelope(subscriptionReportSchema) } },
  exportSubscriptionReport: {
    query: subscriptionReportExportSchema,
    responses: { 200: csv('one row per day and product, per wallet, or per monthly bill') },
  },
  exportOrders: { query: reportRangeSchema, responses: { 200: csv('one row per order') } },
  exportCustomers: { responses: { 200: csv('one row per customer') } },
});
