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
};
