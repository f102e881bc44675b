import type { OrderSubscriber } from '../order/index.js';
import { RECENT_SALES_DAYS } from './product-ranking.repository.js';
import { reverseSale } from './product-stock.repository.js';

/**
 * The shelf and the best sellers follow the orders: what an order puts back (`backInStock`, counted
 * by the order's one rule) goes on the shelf, and a cancelled or returned order's units leave the
 * best sellers' count (`recent_sales`) if its last recount counted them.
 */
export const productOrderSubscriber: OrderSubscriber = {
  name: 'product',
  async react(tx, event) {
    if (event.type === 'moved' || event.type === 'lines-returned' || event.type === 'line-restocked')
      await reverseSale(tx, event.backInStock, { restock: true, unsell: false });
    if (event.type === 'moved' && (event.to === 'CANCELLED' || event.to === 'RETURNED'))
      await reverseSale(tx, event.lines, {
        restock: false,
        unsell: countsAsRecentSale(event.order.createdAt),
      });
  },
};

/** Whether the last recount of `recent_sales` still counted an order placed then. */
function countsAsRecentSale(placedAt: Date) {
  return Date.now() - placedAt.getTime() < RECENT_SALES_DAYS * 24 * 60 * 60 * 1000;
}
