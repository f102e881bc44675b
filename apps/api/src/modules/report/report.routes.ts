import { endpoints } from '@farm/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/endpoint-route.js';
import { customersCsv, ordersCsv } from './report-export.service.js';
import { gstCsv, gstReport } from './report-gst.service.js';
import {
  cashToCollectCsv,
  cashToCollectReport,
  orderStatusCsv,
  orderStatusReport,
  paymentMethodCsv,
  paymentMethodReport,
} from './report-money.service.js';
import type { CsvFile } from './report-period.js';
import { bestSellers, bestSellersCsv, salesCsv, salesReport } from './report-sales.service.js';
import { subscriptionCsv, subscriptionReport } from './report-subscriptions.service.js';

// Customers' names and numbers: no cache on the way may keep a copy.
function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.csv);
}

/** The owner's reports (issue 17.4): each JSON report and its CSV, and the orders and customers CSVs. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.getSalesReport),
    handler: async (request) => ({ response: await salesReport(app.db, request.query) }),
  });
  app.route({
    ...routeOf(endpoints.exportSalesReport),
    handler: async (request, reply) => sendCsv(reply, await salesCsv(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getBestSellers),
    handler: async (request) => ({ response: await bestSellers(app.db, request.query) }),
  });
  app.route({
    ...routeOf(endpoints.exportBestSellers),
    handler: async (request, reply) => sendCsv(reply, await bestSellersCsv(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getOrderStatusReport),
    handler: async (request) => ({ response: await orderStatusReport(app.db, request.query) }),
  });
  app.route({
    ...routeOf(endpoints.exportOrderStatusReport),
    handler: async (request, reply) => sendCsv(reply, await orderStatusCsv(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getPaymentMethodReport),
    handler: async (request) => ({ response: await paymentMethodReport(app.db, request.query) }),
  });
  app.route({
    ...routeOf(endpoints.exportPaymentMethodReport),
    handler: async (request, reply) => sendCsv(reply, await paymentMethodCsv(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getCashToCollect),
    handler: async () => ({ response: await cashToCollectReport(app.db) }),
  });
  app.route({
    ...routeOf(endpoints.exportCashToCollect),
    handler: async (_request, reply) => sendCsv(reply, await cashToCollectCsv(app.db)),
  });

  app.route({
    ...routeOf(endpoints.getGstReport),
    handler: async (request) => ({ response: await gstReport(app.db, request.query.month) }),
  });
  app.route({
    ...routeOf(endpoints.exportGstReport),
    handler: async (request, reply) => sendCsv(reply, await gstCsv(app.db, request.query)),
  });

  app.route({
    ...routeOf(endpoints.getSubscriptionReport),
    handler: async (request) => ({ response: await subscriptionReport(app.db, request.query, app.clock()) }),
  });
  app.route({
    ...routeOf(endpoints.exportSubscriptionReport),
    handler: async (request, reply) =>
      sendCsv(reply, await subscriptionCsv(app.db, request.query, app.clock())),
  });

  app.route({
    ...routeOf(endpoints.exportOrders),
    handler: async (request, reply) => sendCsv(reply, await ordersCsv(app.db, request.query)),
  });
  app.route({
    ...routeOf(endpoints.exportCustomers),
    handler: async (_request, reply) => sendCsv(reply, await customersCsv(app.db)),
  });
};
