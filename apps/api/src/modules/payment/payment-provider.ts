/** A payment the provider holds for one of its orders. */
export type ProviderPayment = {
  id: string;
  /** Razorpay's: created, authorized, captured, refunded, failed. */
  status: string;
  amount: number;
  method: string | null;
  error: string | null;
};

/**
 * What the shop needs of an online payment provider (decision 0031): Razorpay today, behind this
 * so that Cashfree or PhonePe can be added. Money in paise.
 */
export interface PaymentProvider {
  readonly name: 'razorpay';
  /** The local stand-in (no keys, a demo shop): takes no money, says "demo". */
  readonly demo: boolean;
  /**
   * False: no provider at all (no keys, not a demo): the shop takes cash on delivery only, and
   * checkout refuses online payment (issue 30.12).
   */
  readonly enabled: boolean;
  /** The only credential the browser may see. */
  readonly keyId: string;
  /** Hosted checkout, as the customer's browser reaches it (absolute, or a path on the shop). */
  readonly checkoutUrl: string;
  createOrder(input: {
    amount: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  /** The payments made for a provider order (for the reconciliation of orders still unpaid). */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /** Whether hosted checkout's callback fields are the provider's (signature over order|payment). */
  checkoutSignatureValid(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /** Whether a webhook's raw body carries the provider's signature. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
  /**
   * Refunds part or all of a captured payment. The same `idempotencyKey` answers the first refund
   * again, so a retry after a lost answer never refunds twice.
   */
  refund(input: {
    paymentId: string;
    amount: number;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<{
    id: string;
    amount: number;
    status: string;
  }>;
}

const NOT_OFFERED = 'online payment is not offered: no Razorpay keys';

/** The provider could not be reached or refused: the customer may try again (502). */
export class ProviderUnavailable extends Error {}

/**
 * A shop with no Razorpay keys that is not a demo: no online payment. Every call fails as an
 * unreachable provider would, so an order left waiting from before is expired, not paid.
 */
export const CASH_ONLY: PaymentProvider = {
  name: 'razorpay',
  demo: false,
  enabled: false,
  keyId: '',
  checkoutUrl: '',
  createOrder: () => Promise.reject(new ProviderUnavailable(NOT_OFFERED)),
  orderPayments: () => Promise.reject(new ProviderUnavailable(NOT_OFFERED)),
  checkoutSignatureValid: () => false,
  webhookSignatureValid: () => false,
  refund: () => Promise.reject(new ProviderUnavailable(NOT_OFFERED)),
};
