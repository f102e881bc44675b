import type { OrderMessageEvent, OrderStatus } from '@farm/contract';
import type { OrderSubscriber } from '../order/index.js';
import { queueOrderMessages } from './queue-order-message.service.js';

/** The statuses a customer is told of, and the message each sends. */
const MESSAGE_OF_STATUS: Partial<Record<OrderStatus, OrderMessageEvent>> = {
  CONFIRMED: 'confirmed',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
};

/**
 * The customer's messages, written to the outbox in the transaction of the event that sends them
 * (decision 0034). A placed cash order's "placed" is written with the order itself (checkout's one
 * statement); an online order's when its payment is recorded.
 */
export const notificationOrderSubscriber: OrderSubscriber = {
  name: 'notification',
  async react(tx, event) {
    switch (event.type) {
      case 'paid':
        await queueOrderMessages(tx, event.orderId, 'placed');
        return;
      case 'moved': {
        const message = MESSAGE_OF_STATUS[event.to];
        // An online order whose payment never came was never placed for the customer: nothing to cancel.
        if (message && !(message === 'cancelled' && event.from === 'PENDING_PAYMENT'))
          await queueOrderMessages(tx, event.order.id, message);
        return;
      }
      case 'refunded':
        // Each refund is its own message: its reference tells a second partial refund from a retried first.
        await queueOrderMessages(tx, event.orderId, 'refunded', {
          eventKey: event.reference,
          refundAmount: event.amount,
        });
        return;
      default:
        return;
    }
  },
};
