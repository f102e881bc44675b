import { z } from 'zod';
import { envelope, idParamsSchema } from '../common';
import { endpointsOf } from '../endpoint';
import { invoiceDayQuerySchema, invoiceSummarySchema } from '../invoice';
import { invoiceRoutes } from '../plain/routes/invoice';

const pdf = z.unknown().meta({ description: 'application/pdf' });

export const invoiceEndpoints = endpointsOf('invoice', invoiceRoutes, {
  listOrderInvoices: { params: idParamsSchema, responses: { 200: envelope(z.array(invoiceSummarySchema)) } },
  getInvoicePdf: { params: idParamsSchema, responses: { 200: pdf } },
  listDayInvoices: {
    query: invoiceDayQuerySchema,
    responses: { 200: envelope(z.array(invoiceSummarySchema)) },
  },
  getDayInvoicesPdf: { query: invoiceDayQuerySchema, responses: { 200: pdf } },
});
