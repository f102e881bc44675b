import { endpoints } from '@farm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendPdf } from '../../lib/pdf/send-pdf.js';
import {
  dayInvoices,
  dayInvoicesPdf,
  type InvoiceReader,
  invoicePdf,
  orderInvoices,
} from './invoice-read.service.js';

function readerOf(request: FastifyRequest): InvoiceReader {
  const principal = request.principal;
  if (principal?.kind === 'customer') return { kind: 'customer', id: principal.id };
  if (principal?.kind === 'staff') return { kind: 'staff' };
  throw unauthorized();
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.listOrderInvoices),
    handler: async (request) => ({
      response: await orderInvoices(app.db, readerOf(request), request.params.id),
    }),
  });

  app.route({
    ...routeOf(endpoints.getInvoicePdf),
    handler: async (request, reply) =>
      sendPdf(reply, await invoicePdf(app.db, readerOf(request), request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.listDayInvoices),
    handler: async (request) => ({ response: await dayInvoices(app.db, request.query.date) }),
  });

  app.route({
    ...routeOf(endpoints.getDayInvoicesPdf),
    handler: async (request, reply) => sendPdf(reply, await dayInvoicesPdf(app.db, request.query.date)),
  });
};
