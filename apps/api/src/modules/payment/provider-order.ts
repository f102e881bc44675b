import { AppError } from '../../lib/app-error.js';
import { type PaymentProvider, ProviderUnavailable } from './payment-provider.js';

const DID_NOT_ANSWER = 'The payment service did not answer; try again in a minute';

/**
 * Asks the provider for an order to pay (an order's attempt, a wallet top-up, a bill payment). A
 * provider that could not be reached is the caller's 502 `PAYMENT_PROVIDER_FAILED`, worded
 * `PAYMENT_SERVICE_DID_NOT_ANSWER`; `message` says what else the payer may do.
 */
export async function createProviderOrder(
  provider: PaymentProvider,
  input: Parameters<PaymentProvider['createOrder']>[0],
  message = DID_NOT_ANSWER,
): Promise<{ id: string }> {
  try {
    return await provider.createOrder(input);
  } catch (err) {
    if (!(err instanceof ProviderUnavailable)) throw err;
    throw new AppError(502, 'PAYMENT_PROVIDER_FAILED', message).worded({}, 'PAYMENT_SERVICE_DID_NOT_ANSWER');
  }
}
