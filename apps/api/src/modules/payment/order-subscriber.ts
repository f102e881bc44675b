import type { OrderSubscriber } from '../order/index.js';
import { recordPayment } from './payment-record.repository.js';

/**
 * Money a cash-on-delivery order brought in (recorded by staff, or taken at the door by cash or
 * UPI) is kept here, in the transaction that announced it: its row and the order's payment status.
 */
export const paymentOrderSubscriber: OrderSubscriber = {
  name: 'payment',
  async react(tx, event) {
    if (event.type !== 'cash-collected') return;
    await recordPayment(tx, {
      orderId: event.orderId,
      status: 'COD_COLLECTED',
      amount: event.amount,
      collectedBy: event.collectedBy,
      reference: event.reference,
      note: event.note,
      actorKind: event.actor.kind,
      actorId: event.actor.id,
      actorName: event.actor.name,
    });
  },
};
