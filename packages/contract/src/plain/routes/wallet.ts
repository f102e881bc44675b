import { route } from '../http';

/** The prepaid wallet (decision 0054): the customer reads their own, staff read and credit any. */
export const walletRoutes = {
  getWallet: route('GET', '/wallet', 'customer', {
    summary: "The signed-in customer's wallet: the balance in paise and a page of the ledger, newest first",
  }),
  getCustomerWallet: route('GET', '/wallets/:customerId', 'staff', {
    summary: "A customer's wallet as staff see it: the balance and a page of the ledger",
  }),
  creditWallet: route('POST', '/wallets/:customerId/credits', 'staff', {
    summary:
      'Credits a wallet with a reason and a note (spoilt milk, a missed delivery); the same idempotencyKey ' +
      'credits once and answers the first credit',
    errors: ['IDEMPOTENCY_KEY_REUSED'],
  }),
  startWalletTopUp: route('POST', '/wallet/top-ups', 'customer', {
    summary:
      "Starts adding money to the signed-in customer's wallet by online payment: hosted checkout's " +
      "address and form fields, as an order's payment answers them. Send an `Idempotency-Key`: a repeat " +
      'answers the same top-up (200) and makes no second charge to choose from; the same key with ' +
      'another amount is 422 IDEMPOTENCY_KEY_REUSED. The wallet is credited once, when the payment is ' +
      'captured (callback or webhook)',
    errors: ['IDEMPOTENCY_KEY_REUSED', 'PAYMENT_PROVIDER_FAILED', 'ONLINE_PAYMENT_UNAVAILABLE'],
  }),
  getWalletTopUp: route('GET', '/wallet/top-ups/:id', 'customer', {
    summary: "One of the signed-in customer's top-ups: paid, failed, or still waiting for the payment",
  }),
  walletTopUpCallback: route('POST', '/wallet/top-ups/callback', 'public', {
    summary:
      "Where hosted checkout sends the customer's browser back after a top-up (a form post): a signed " +
      'payment credits the wallet once, and the browser is sent to the wallet page saying how it went (303)',
  }),
};
