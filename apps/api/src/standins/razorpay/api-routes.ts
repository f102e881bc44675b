import type { FastifyInstance } from 'fastify';
import { collection } from './entities.js';
import { unknownId } from './errors.js';
import { createOrder } from './orders.js';
import type { StandinCore } from './payments.js';
import { REFUND_IDEMPOTENCY_HEADER, refundPayment } from './refunds.js';

type Id = { Params: { id: string } };
type List = { Params: { id: string }; Querystring: { count?: string; skip?: string } };

/**
 * Razorpay's REST API, the part the shop uses: orders, their payments, refunds. Same paths, same
 * bodies, same errors as https://api.razorpay.com/v1. Basic auth is checked before these run.
 */
export function registerApiRoutes(app: FastifyInstance, core: StandinCore): void {
  const { ledger } = core;

  app.post('/v1/orders', async (request) => createOrder(ledger, request.body));

  app.get<Id>('/v1/orders/:id', async (request) => ledger.order(request.params.id));

  app.get<List>('/v1/orders/:id/payments', async (request) => {
    const order = ledger.order(request.params.id);
    return collection(ledger.paymentsOf(order.id), request.query);
  });

  app.get<Id>('/v1/payments/:id', async (request) => ledger.payment(request.params.id));

  app.post<Id>('/v1/payments/:id/refund', async (request) => {
    const key = request.headers[REFUND_IDEMPOTENCY_HEADER];
    return refundPayment(core, request.params.id, request.body, typeof key === 'string' ? key : undefined);
  });

  app.get<List>('/v1/payments/:id/refunds', async (request) => {
    const payment = ledger.payment(request.params.id);
    return collection(ledger.refundsOf(payment.id), request.query);
  });

  app.get<{ Params: { id: string; refundId: string } }>(
    '/v1/payments/:id/refunds/:refundId',
    async (request) => {
      const refund = ledger.refund(request.params.refundId);
      if (refund.payment_id !== ledger.payment(request.params.id).id) throw unknownId();
      return refund;
    },
  );

  app.get<Id>('/v1/refunds/:id', async (request) => ledger.refund(request.params.id));
}
