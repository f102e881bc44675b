import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { sendPdf } from '../../lib/pdf/send-pdf.js';
import { requestSiteUrl } from '../../lib/request-site-url.js';
import { customerExists } from '../customer/index.js';
import { getShopSettings } from '../settings/index.js';
import { setMonthlyBill } from '../wallet/index.js';
import { creditBill } from './monthly-bill-credit.service.js';
import {
  handleBillPaymentCallback,
  recordBillPayment,
  startBillPayment,
} from './monthly-bill-payment.service.js';
import { monthlyBillOf, statementLanguage, statementOf } from './monthly-bill-statement.service.js';
import { renderStatementPdf } from './monthly-bill-statement-pdf.js';

const FORM = 'application/x-www-form-urlencoded';

/** The monthly bill (issue 34.3): staff's side by the customer's id, the customer's by the token's. */
export const monthlyBillRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => indiaToday(app.clock());
  const known = async (customerId: number) => {
    if (!(await customerExists(app.db, customerId))) throw notFound('Customer');
  };
  const statementPdf = async (customerId: number, month: string, siteUrl: string) => {
    const language = await statementLanguage(app.db, customerId);
    const [statement, settings] = await Promise.all([
      statementOf(app.db, customerId, month, language),
      getShopSettings(app.db),
    ]);
    return {
      pdf: await renderStatementPdf(statement, { farmName: settings.farmName, siteUrl }, language),
      fileName: `statement-${customerId}-${month}.pdf`,
    };
  };

  app.route({
    ...routeOf(endpoints.getCustomerMonthlyBill),
    handler: async (request) => {
      await known(request.params.customerId);
      return { response: await monthlyBillOf(app.db, request.params.customerId, today()) };
    },
  });

  app.route({
    ...routeOf(endpoints.setCustomerMonthlyBill),
    handler: async (request) => {
      const { customerId } = request.params;
      await known(customerId);
      await setMonthlyBill(app.db, customerId, request.body.monthlyBill, request.principal?.id ?? null);
      return { response: await monthlyBillOf(app.db, customerId, today()) };
    },
  });

  app.route({
    ...routeOf(endpoints.getCustomerStatement),
    handler: async (request) => {
      const { customerId, month } = request.params;
      await known(customerId);
      return { response: await statementOf(app.db, customerId, month) };
    },
  });

  app.route({
    ...routeOf(endpoints.getCustomerStatementPdf),
    handler: async (request, reply) => {
      const { customerId, month } = request.params;
      await known(customerId);
      return sendPdf(reply, await statementPdf(customerId, month, requestSiteUrl(app.config, request)));
    },
  });

  app.route({
    ...routeOf(endpoints.recordBillPayment),
    handler: async (request, reply) => {
      const { customerId } = request.params;
      await known(customerId);
      const { payment, repeated } = await recordBillPayment(
        app.db,
        customerId,
        request.body,
        request.principal?.id ?? null,
        app.clock(),
      );
      return reply.code(repeated ? 200 : 201).send({ response: payment });
    },
  });

  app.route({
    ...routeOf(endpoints.recordBillCredit),
    handler: async (request, reply) => {
      const { customerId } = request.params;
      await known(customerId);
      const { credit, repeated } = await creditBill(
        app.db,
        customerId,
        request.body,
        request.principal?.id ?? null,
        app.clock(),
      );
      return reply.code(repeated ? 200 : 201).send({ response: credit });
    },
  });

  // The customer's own: always the token's, never an id from the request.
  app.route({
    ...routeOf(endpoints.getMyMonthlyBill),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { response: await monthlyBillOf(app.db, request.principal?.id ?? 0, today()) };
    },
  });

  app.route({
    ...routeOf(endpoints.getMyStatementPdf),
    handler: async (request, reply) => {
      const customerId = request.principal?.id ?? 0;
      return sendPdf(
        reply,
        await statementPdf(customerId, request.params.month, requestSiteUrl(app.config, request)),
      );
    },
  });

  app.route({
    ...routeOf(endpoints.startBillPayment),
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { repeated, ...start } = await startBillPayment(
        app.db,
        app.payments,
        { ...app.paymentSite, siteUrl: requestSiteUrl(app.config, request) },
        request.principal?.id ?? 0,
        request.headers['idempotency-key'],
        app.clock(),
      );
      if (repeated) reply.header('idempotent-replayed', 'true');
      return reply.code(repeated ? 200 : 201).send({ response: start });
    },
  });

  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    forms.route({
      ...routeOf(endpoints.billPaymentCallback),
      handler: async (request, reply) => {
        const location = await handleBillPaymentCallback(
          app.db,
          app.payments,
          request.query.billPayment,
          request.body,
          app.clock(),
        );
        return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
      },
    });
  });
};
