import type { OrderSubscriber } from '../order/index.js';
import { applyDoorRule } from './subscription-door.service.js';

/** A mark at a subscription's stop: recorded, and the shop's door rule applied, in the mark's transaction. */
export const subscriptionOrderSubscriber: OrderSubscriber = {
  name: 'subscription',
  async react(tx, event) {
    if (event.type !== 'marked-at-door') return;
    await applyDoorRule(tx, {
      orderId: event.orderId,
      outcome: event.outcome,
      actor: event.actor,
      at: event.at,
    });
  },
};
