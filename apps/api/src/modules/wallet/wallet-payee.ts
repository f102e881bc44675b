import type { PaymentPayee } from '../payment/index.js';
import { markTopUpFailed } from './wallet-top-up.repository.js';
import { settleTopUp } from './wallet-top-up.service.js';

/**
 * The wallet as payment's payee (decision 0054's addendum): a top-up's captured payment, reported by
 * the webhook, credits the wallet once; a failed one marks the top-up failed and credits nothing.
 */
export function walletPaymentPayee(clock: () => Date): PaymentPayee {
  return {
    name: 'wallet',
    captured: (tx, payment) => settleTopUp(tx, payment, clock()),
    failed: (db, provider, providerOrderId, failure) =>
      markTopUpFailed(db, provider, providerOrderId, failure),
  };
}
