import type { DbOrTx, Tx } from '../../db/client.js';

/** A captured payment of a provider order that is not an order's attempt (a wallet top-up). */
export type PayeePayment = { provider: string; providerOrderId: string; paymentId: string };

/**
 * Another module whose provider orders this module starts for it (the wallet's top-ups): told of
 * their captured and failed payments by the same webhook and its deduplication (decision 0054's
 * addendum). Payment never imports the payee; the payee registers itself, as order's subscribers do.
 */
export type PaymentPayee = {
  name: string;
  /** Records a captured payment once, in the webhook's transaction; 'unknown' when not its order. */
  captured(tx: Tx, payment: PayeePayment): Promise<'recorded' | 'recorded-before' | 'unknown'>;
  /** A failed payment of one of its provider orders (nothing when not its order). */
  failed(db: DbOrTx, provider: string, providerOrderId: string, failure: string | null): Promise<void>;
};

const payees: PaymentPayee[] = [];

/** Registers a payee (again by name replaces it); answers how to remove it. */
export function registerPaymentPayee(payee: PaymentPayee): () => void {
  const at = payees.findIndex((p) => p.name === payee.name);
  if (at >= 0) payees[at] = payee;
  else payees.push(payee);
  return () => {
    const index = payees.indexOf(payee);
    if (index >= 0) payees.splice(index, 1);
  };
}

/** The first payee that knows the provider order records its payment. */
export async function settlePayeePayment(tx: Tx, payment: PayeePayment) {
  for (const payee of [...payees]) {
    const outcome = await payee.captured(tx, payment);
    if (outcome !== 'unknown') return outcome;
  }
  return 'unknown' as const;
}

export async function failPayeePayment(
  db: DbOrTx,
  provider: string,
  providerOrderId: string,
  failure: string | null,
) {
  for (const payee of [...payees]) await payee.failed(db, provider, providerOrderId, failure);
}
