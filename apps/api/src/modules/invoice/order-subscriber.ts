import type { OrderSubscriber } from '../order/index.js';
import { issueCreditNote, issueRefundCreditNote, issueReturnCreditNote } from './credit-note.service.js';
import { issueInvoice } from './invoice.service.js';

/**
 * GST papers as order events happen (issue 17), in their transaction: cash on delivery, a
 * subscription's wallet or monthly-bill day is invoiced when delivered, online when paid; a cancelled or returned invoiced order is credited in full,
 * returned units by their lines, and money refunded beyond that by its amount (issue 30.10).
 */
export const invoiceOrderSubscriber: OrderSubscriber = {
  name: 'invoice',
  async react(tx, event) {
    const now = new Date();
    switch (event.type) {
      case 'paid':
        await issueInvoice(tx, event.orderId, now);
        return;
      case 'moved':
        // Paid online: invoiced when paid. Cash, the wallet (paid when generated) and the monthly
        // bill: when the goods are supplied.
        if (event.to === 'DELIVERED' && event.order.paymentMethod !== 'ONLINE')
          await issueInvoice(tx, event.order.id, now);
        if (event.to === 'CANCELLED' || event.to === 'RETURNED')
          await issueCreditNote(tx, event.order.id, now);
        return;
      case 'lines-returned':
        await issueReturnCreditNote(tx, event.orderId, event.lines, now);
        return;
      case 'refunded':
        await issueRefundCreditNote(tx, event.orderId, event.moneyKept, now);
        return;
      default:
        return;
    }
  },
};
