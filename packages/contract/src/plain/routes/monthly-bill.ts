import { route } from '../http';

/** The monthly bill (issue 34.3): staff set it and record payments; the customer reads and pays their own. */
export const monthlyBillRoutes = {
  getCustomerMonthlyBill: route('GET', '/wallets/:customerId/monthly-bill', 'staff', {
    summary:
      'Whether a customer is on the monthly bill (postpaid), who changed it and when, the amount due ' +
      'now and the closed statements',
  }),
  setCustomerMonthlyBill: route('PUT', '/wallets/:customerId/monthly-bill', 'staff', {
    summary:
      'Puts a trusted customer on the monthly bill (their deliveries accrue instead of being debited) ' +
      'or back on the prepaid wallet; records who did it and when',
  }),
  getCustomerStatement: route('GET', '/wallets/:customerId/statements/:month', 'staff', {
    summary:
      "A customer's statement of a month: deliveries each day, credits, payments received and the amount due",
  }),
  getCustomerStatementPdf: route('GET', '/wallets/:customerId/statements/:month/pdf', 'staff', {
    summary: "A customer's statement of a month as a PDF (A4), in the customer's language",
  }),
  recordBillPayment: route('POST', '/wallets/:customerId/bill-payments', 'staff', {
    summary:
      'Records a payment received in cash or UPI with its reference; the same idempotencyKey records ' +
      'once and answers the first payment (200)',
    errors: ['IDEMPOTENCY_KEY_REUSED'],
  }),
  recordBillCredit: route('POST', '/wallets/:customerId/bill-credits', 'staff', {
    summary:
      "Credits a monthly-bill customer (spoilt milk, a missed delivery) with staff's note: the amount " +
      'comes off their bill, not into their wallet; the same idempotencyKey credits once (200)',
    errors: ['IDEMPOTENCY_KEY_REUSED', 'NOT_ON_MONTHLY_BILL'],
  }),
  getMyMonthlyBill: route('GET', '/wallet/monthly-bill', 'customer', {
    summary: "The signed-in customer's monthly bill: on it or not, the amount due now, the closed statements",
  }),
  getMyStatementPdf: route('GET', '/wallet/statements/:month/pdf', 'customer', {
    summary: "The signed-in customer's own statement of a month as a PDF",
  }),
  startBillPayment: route('POST', '/wallet/bill-payments', 'customer', {
    summary:
      "Starts paying the signed-in customer's amount due online: hosted checkout's form, as a top-up " +
      'answers it. Send an `Idempotency-Key`; the payment is recorded once, when captured',
    errors: [
      'NOTHING_DUE',
      'PAYMENT_PROVIDER_FAILED',
      'ONLINE_PAYMENT_UNAVAILABLE',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  }),
  billPaymentCallback: route('POST', '/wallet/bill-payments/callback', 'public', {
    summary:
      "Where hosted checkout sends the customer's browser back after paying the bill (a form post): a " +
      'signed payment is recorded once, and the browser is sent to the wallet page (303)',
  }),
};
