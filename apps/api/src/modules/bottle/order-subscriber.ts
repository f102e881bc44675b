import type { OrderSubscriber } from '../order/index.js';
import { giveBottlesOf } from './bottle.service.js';

/** A delivered order hands over its returnable bottles: the ledger's `GIVEN` row, in the move's transaction. */
export const bottleOrderSubscriber: OrderSubscriber = {
  name: 'bottle',
  async react(tx, event) {
    if (event.type === 'moved' && event.to === 'DELIVERED') await giveBottlesOf(tx, event.order.id);
  },
};
