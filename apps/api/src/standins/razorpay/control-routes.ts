import type { FastifyInstance } from 'fastify';
import type { RazorpayStandinControls } from './controls.js';
import { invalidRequest } from './errors.js';
import { requestObject } from './orders.js';

type EventId = { Params: { id: string } };

/**
 * The controls over HTTP, under `/_standin/` so nobody takes them for Razorpay's API. They ask for
 * the same Basic auth as the API: in demo mode they are mounted inside the shop's own server.
 */
export function registerControlRoutes(app: FastifyInstance, controls: RazorpayStandinControls): void {
  app.get('/_standin/events', async () => {
    const items = controls.events();
    return { entity: 'collection', count: items.length, items };
  });

  app.post<EventId>('/_standin/events/:id/resend', async (request) =>
    controls.resendEvent(request.params.id),
  );

  app.post<EventId>('/_standin/events/:id/resend-with-bad-signature', async (request) =>
    controls.resendEventWithBadSignature(request.params.id),
  );

  app.post('/_standin/webhooks/hold', async (request) => {
    const { hold = true } = requestObject(request.body);
    if (typeof hold !== 'boolean') throw invalidRequest('hold must be true or false.', 'hold');
    controls.holdWebhooks(hold);
    return { holding: hold };
  });

  app.post('/_standin/webhooks/release', async (request) => {
    const { event_ids: eventIds } = requestObject(request.body);
    if (
      eventIds !== undefined &&
      !(Array.isArray(eventIds) && eventIds.every((id) => typeof id === 'string'))
    ) {
      throw invalidRequest('event_ids must be a list of event ids.', 'event_ids');
    }
    const deliveries = await controls.releaseWebhooks(eventIds);
    return { entity: 'collection', count: deliveries.length, items: deliveries };
  });

  app.post<EventId>('/_standin/orders/:id/pay', async (request) => {
    const { outcome = 'success', contact, email } = requestObject(request.body);
    if (outcome !== 'success' && outcome !== 'failure') {
      throw invalidRequest('outcome must be success or failure.', 'outcome');
    }
    const payer = {
      contact: typeof contact === 'string' ? contact : undefined,
      email: typeof email === 'string' ? email : undefined,
    };
    return controls.payOrder(request.params.id, outcome, payer);
  });
}
