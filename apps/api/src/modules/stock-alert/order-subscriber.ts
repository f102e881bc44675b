import type { OrderSubscriber } from '../order/index.js';
import { notifyWaitingCustomers, type StockAlerts } from './stock-alert.service.js';

/**
 * Stock an order gives back may end someone's wait for a sold-out product: the customers waiting
 * are told in the transaction that put it back, or not at all (decision 0046): a cancellation's
 * products, a return's lines put back in stock, a returned line put back. Runs after the product
 * module's subscriber has raised the shelf's stock.
 */
export function stockAlertOrderSubscriber(alerts: StockAlerts): OrderSubscriber {
  return {
    name: 'stock-alert',
    async react(tx, event) {
      for (const productId of productsBackOf(event)) await notifyWaitingCustomers(tx, alerts, productId);
    },
  };
}

function productsBackOf(event: Parameters<OrderSubscriber['react']>[1]): number[] {
  switch (event.type) {
    case 'moved':
      return event.to === 'CANCELLED' ? event.lines.map((l) => l.productId) : [];
    case 'lines-returned':
      return event.restock ? event.lines.map((l) => l.productId) : [];
    case 'line-restocked':
      return event.backInStock.map((l) => l.productId);
    default:
      return [];
  }
}
