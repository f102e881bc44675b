import { route } from '../http';

/** What placing an order may answer, for the customer's checkout and the phone order alike. */
const PLACING_ERRORS = [
  'OUT_OF_STOCK',
  'PRICE_CHANGED',
  'ORDER_TOO_LARGE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'ORDER_DELETED',
  'COUPON_INVALID',
  // Issue 16: the address's delivery area.
  'NOT_DELIVERABLE',
  'SLOT_UNAVAILABLE',
  'BELOW_MINIMUM_ORDER',
  // Issue 34.6: the product's daily limit, subscribed quantities counted.
  'DAILY_LIMIT_REACHED',
] as const;

/** Orders: checkout, the staff's phone order, reading and moving orders (DESIGN §3, §4). */
export const orderRoutes = {
  placeOrder: route('POST', '/orders/products', 'customer', {
    summary:
      'Places one checkout (cash on delivery); an Idempotency-Key makes a retry place one order. The ' +
      'number must be verified (403), open orders are capped (409), so is a cash-on-delivery total (409 COD_LIMIT) ' +
      'and what unpaid online orders hold (422 UNPAID_HOLD_LIMIT), checkouts per hour are limited (429); ' +
      'paying online in a shop that takes cash only is 422 ONLINE_PAYMENT_UNAVAILABLE (`GET /settings` says ' +
      '`onlinePayment: none`)',
    errors: [
      ...PLACING_ERRORS,
      'MOBILE_NOT_VERIFIED',
      'TOO_MANY_OPEN_ORDERS',
      'COD_LIMIT',
      'COD_NOT_AVAILABLE',
      'UNPAID_HOLD_LIMIT',
      'ONLINE_PAYMENT_UNAVAILABLE',
    ],
  }),
  placePhoneOrder: route('POST', '/orders/1', 'staff', {
    summary: "The staff's phone order",
    errors: PLACING_ERRORS,
  }),
  quotePhoneOrder: route('POST', '/orders/quote', 'staff', {
    summary:
      'What a phone order would cost the customer now, priced as placing it would (offers, delivery): ' +
      'the breakdown the phone-order screen shows; nothing is held or written',
    errors: ['OUT_OF_STOCK', 'COUPON_INVALID'],
  }),
  listOrders: route('GET', '/orders/all', 'staff'),
  getOrderBundle: route('GET', '/orders/bundle', 'customerOrStaff'),
  listCustomerOrders: route('GET', '/orders/customer/:id', 'customerOrStaff'),
  getOrder: route('GET', '/orders/:id', 'customerOrStaff'),
  buyAgain: route('POST', '/orders/:id/buy-again', 'customer', {
    summary:
      "Puts a past order's products that are still sold in the customer's cart at today's prices (up to " +
      'the stock) and answers what differs: no longer sold, fewer in stock, a new price',
  }),
  changeOrderStatus: route('PUT', '/orders/:id', 'customerOrStaff', { errors: ['ILLEGAL_STATUS_CHANGE'] }),
  deleteOrder: route('DELETE', '/orders/:id', 'staff', {
    summary:
      'Deletes a cancelled order that holds no money or papers; one with a payment, an online payment ' +
      'started, a refund, cash recorded, an invoice or credit note is 409 ORDER_HOLDS_MONEY: archive it',
    errors: ['ORDER_NOT_CANCELLED', 'ORDER_HOLDS_MONEY'],
  }),
  archiveOrder: route('POST', '/orders/:id/archive', 'staff', {
    summary:
      "Puts a delivered, cancelled or returned order away from the staff's list (still readable, in " +
      'reports and GST papers); an order on its way is 409 ORDER_NOT_CLOSED',
    errors: ['ORDER_NOT_CLOSED'],
  }),
  unarchiveOrder: route('POST', '/orders/:id/unarchive', 'staff', {
    summary: "Brings an archived order back to the staff's list",
  }),
  recordCashCollected: route('POST', '/orders/:id/cash-collected', 'staff', {
    summary:
      'Staff record the cash a cash-on-delivery order brought in (once; who, when and how much are kept); ' +
      'a cancelled or returned order has nothing to collect',
    errors: ['CASH_ALREADY_COLLECTED', 'NOTHING_TO_COLLECT', 'PAID_ONLINE'],
  }),
  restockReturnedLine: route('POST', '/orders/:id/restock', 'staff', {
    summary:
      "A returned order's line goes back in stock (what it sold less what went back before), once: the line keeps when, " +
      'the timeline who; a second time is 409 ALREADY_RESTOCKED, an order not returned 409 ORDER_NOT_RETURNED',
    errors: ['ORDER_NOT_RETURNED', 'ALREADY_RESTOCKED'],
  }),
  returnOrderLines: route('POST', '/orders/:id/return-lines', 'staff', {
    summary:
      'Some units of a delivered order come back: counted on their lines (never more than were sold), ' +
      'optionally back in stock, on the timeline, and on a credit note when the order was invoiced',
    errors: ['ORDER_NOT_DELIVERED', 'RETURN_TOO_LARGE'],
  }),
};
