import { dayText, doorMoneyText, ORDER_STATUS_LABELS, slotWindowText, stopsText } from '@farm/contract';
import type { PaperWords } from '../shapes.js';

/**
 * The packing list and the route sheet in English (decision 0053: papers in their reader's
 * language). Names, addresses and notes print as they were written, in the fonts their letters need.
 */
export const PAPERS: PaperWords = {
  packingTitle: (day) => `Packing list — ${dayText(day)}`,
  packingSummary: (orders, products) => `${orders} orders · ${products} products`,
  committedTitle: 'Subscribed for this day (already in the totals once generated)',
  committedLine: (l) =>
    `${l.quantity} × ${l.productName} — ${l.areaName}, ${slotWindowText(l.startsAt, l.endsAt)} (${l.subscriptions})`,
  product: 'Product',
  quantity: 'Quantity',
  orders: 'Orders',
  orderWhere: (order) =>
    `${order.areaName ?? 'No area'} · ${order.deliveryText} · ${ORDER_STATUS_LABELS[order.status]}`,
  routeTitle: (area, day, window) => `Route — ${area}, ${dayText(day)}, ${window}`,
  routeSummary: (stops, cash) => `${stopsText(stops)} · cash to collect ${cash}`,
  reach: (orderId, phone) => `Order #${orderId} · ${phone}`,
  customerNote: (note) => `Customer's note: ${note}`,
  doorMoney: doorMoneyText,
  outcomes: ['Delivered', 'Not home', 'Refused'],
  subscription: 'Subscription',
  subscriptionOutcomes: ['Delivered', 'Not home', 'Asked to skip'],
  bottles: (given, balance, collected) =>
    `Bottles: hand over ${given} · with the customer ${balance} · empties back ${collected ?? '____'}`,
  cashTaken: 'Cash taken: ₹ ________',
  noStops: 'No orders on this route.',
  state: (state) => state,
};
