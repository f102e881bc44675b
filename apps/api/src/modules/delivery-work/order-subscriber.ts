import type { OrderSubscriber } from '../order/index.js';
import { saveStopMark } from './delivery-work.repository.js';

/** A mark at the door is kept on the stop too (who, what, when), in the mark's transaction. */
export const deliveryWorkOrderSubscriber: OrderSubscriber = {
  name: 'delivery-work',
  async react(tx, event) {
    // Marks at the door are made by staff (a delivery person): the stop names them.
    if (event.type !== 'marked-at-door' || event.actor.id === null) return;
    await saveStopMark(tx, {
      orderId: event.orderId,
      outcome: event.outcome,
      byId: event.actor.id,
      byName: event.actor.name,
      note: event.note,
      at: event.at,
    });
  },
};
