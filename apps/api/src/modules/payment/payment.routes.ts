import { endpoints } from '@farm/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound, unauthorized } from '../../lib/app-error.js';
import { indiaToday } from '../../lib/dates.js';
import { routeOf } from '../../lib/endpoint-route.js';
import { requestSiteUrl } from '../../lib/request-site-url.js';
import { customerIdFor } from '../../plugins/auth.js';
import { findOrder } from '../order/index.js';
import { getShopSettings } from '../settings/index.js';
import { handleCheckoutCallback, handleWebhook } from './payment-confirm.service.js';
import { exportPayments, listPayments } from './payment-list.service.js';
import { refundOrder } from './payment-refund.service.js';
import { startPayment } from './payment-start.service.js';

const FORM = 'application/x-www-form-urlencoded';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(endpoints.startPayment),
    handler: async (request) => ({
      response: await startPayment(
        app.db,
        app.payments,
        { ...app.paymentSite, siteUrl: requestSiteUrl(app.config, request) },
        customerIdFor(request, undefined),
        request.params.id,
      ),
    }),
  });

  app.route({
    ...routeOf(endpoints.refundOrder),
    handler: async (request, reply) => {
      const principal = request.principal;
      if (principal?.kind !== 'staff') throw unauthorized();
      const { amount, reason } = request.body;
      const key = request.headers['idempotency-key'];
      // Refunds beyond an amount on an order, or in a day, are an admin's (DESIGN §8, issue 30.2).
      const settings = principal.role === 'admin' ? undefined : await getShopSettings(app.db);
      const { replayed } = await refundOrder(
        app.db,
        app.payments,
        { kind: 'staff', id: principal.id, name: principal.name, role: principal.role },
        request.params.id,
        {
          amount,
          reason: reason ?? null,
          limits: settings && {
            staffId: principal.id,
            perOrder: settings.staffRefundMax,
            perDay: settings.staffRefundDailyMax,
          },
          key: key ? { staffId: principal.id, key } : undefined,
        },
      );
      const order = await findOrder(app.db, request.params.id);
      if (!order) throw notFound('Order');
      if (replayed) reply.header('idempotent-replayed', 'true');
      return { response: order, message: replayed ? 'Refund already sent' : 'Refund sent' };
    },
  });

  app.route({
    ...routeOf(endpoints.listPayments),
    handler: async (request) => {
      const { items, page, totals } = await listPayments(app.db, request.query);
      return { response: items, page, totals };
    },
  });

  app.route({
    ...routeOf(endpoints.exportPayments),
    handler: async (request, reply) => {
      const csv = await exportPayments(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="payments-${indiaToday()}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  // Hosted checkout sends the customer's browser back with a plain form post.
  await app.register(async (scope) => {
    const forms = scope.withTypeProvider<ZodTypeProvider>();
    forms.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    forms.route({
      ...routeOf(endpoints.razorpayCallback),
      handler: async (request, reply) => {
        const result = await handleCheckoutCallback(app.db, app.payments, request.query.order, request.body);
        return reply.code(303).header('location', result.location).header('cache-control', 'no-store').send();
      },
    });
  });

  // Webhooks are signed over the exact bytes: this route reads JSON as text.
  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        done(null, String(body));
      },
    );
    hooks.route({
      ...routeOf(endpoints.razorpayWebhook),
      handler: async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        const raw = typeof request.body === 'string' ? request.body : '';
        await handleWebhook(
          app.db,
          app.payments,
          raw,
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
        return { received: true };
      },
    });
  });
};
