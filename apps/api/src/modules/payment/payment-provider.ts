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
  /** The local stand-in (no keys): takes no money, says "demo". */
  readonly demo: boolean;
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

/** The provider could not be reached or refused: the customer may try again (502). */
export class ProviderUnavailable extends Error {}
