import { badRequest, conflict } from '../../lib/app-error.js';

type CashTarget = { paymentMethod: string; paymentStatus: string; total: number };

/**
 * The one rule for recording cash on an order, used by staff's "cash collected" and the delivery
 * person's mark at the door (issue 30.4): only a cash-on-delivery order takes cash, once, and at
 * most its total. Cash "recorded" on an order paid online used to turn its payment status to
 * COD_COLLECTED, hiding the online money from the refund job. `field` names the input refused.
 */
export function assertCashRecordable(order: CashTarget, amount: number, field: string): void {
  if (order.paymentMethod !== 'COD') {
    const message = 'is not asked of an order paid online';
    throw conflict('PAID_ONLINE', `Cash ${message}: its money came through the online payment`, [
      { field, code: 'CASH_PAID_ONLINE', message },
    ]).worded({}, 'CASH_NOT_ASKED_OF_ONLINE_ORDER');
  }
  if (order.paymentStatus === 'COD_COLLECTED') {
    throw conflict('CASH_ALREADY_COLLECTED', 'The cash for this order is already recorded').worded(
      {},
      'CASH_ORDER_ALREADY_RECORDED',
    );
  }
  if (amount > order.total) {
    const message = 'can be at most the order total';
    throw badRequest(`The amount ${message}`, [{ field, code: 'CASH_ABOVE_TOTAL', message }]).worded(
      {},
      'AMOUNT_AT_MOST_ORDER_TOTAL',
    );
  }
}
