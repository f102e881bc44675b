import type { OrderSubscriber } from '../order/index.js';
import { releaseSlot } from './delivery-slot.repository.js';

/** A cancelled order gives its place in the delivery slot back (issue 16), in the cancellation's transaction. */
export const deliveryOrderSubscriber: OrderSubscriber = {
  name: 'delivery',
  async react(tx, event) {
    if (event.type !== 'moved' || event.to !== 'CANCELLED') return;
    const { deliverySlotId, deliveryDate } = event.order;
    if (deliverySlotId !== null && deliveryDate !== null) await releaseSlot(tx, deliverySlotId, deliveryDate);
  },
};
