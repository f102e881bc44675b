import type { PaymentPayee } from '../payment/index.js';
import { markOnlineFailed } from './monthly-bill.repository.js';
import { settleBillPayment } from './monthly-bill-payment.service.js';

/** The monthly bill as payment's payee: a captured online payment of the bill is recorded once. */
export function billPaymentPayee(clock: () => Date): PaymentPayee {
  return {
    name: 'monthly-bill',
    captured: (tx, payment) => settleBillPayment(tx, payment, clock()),
    failed: (db, provider, providerOrderId) => markOnlineFailed(db, provider, providerOrderId),
  };
}
