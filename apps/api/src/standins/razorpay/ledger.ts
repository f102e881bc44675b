import type { OrderEntity, PaymentEntity, RefundEntity } from './entities.js';
import { unknownId } from './errors.js';

/** A refund asked for with an `X-Refund-Idempotency` key: what was asked, and what it made. */
type RefundKey = { request: string; refundId: string };

/** The stand-in's whole memory: Razorpay's records for one merchant account. Lost on restart. */
export class Ledger {
  readonly orders = new Map<string, OrderEntity>();
  readonly payments = new Map<string, PaymentEntity>();
  readonly refunds = new Map<string, RefundEntity>();
  readonly refundKeys = new Map<string, RefundKey>();

  order(id: string): OrderEntity {
    return found(this.orders.get(id));
  }

  payment(id: string): PaymentEntity {
    return found(this.payments.get(id));
  }

  refund(id: string): RefundEntity {
    return found(this.refunds.get(id));
  }

  paymentsOf(orderId: string): PaymentEntity[] {
    return [...this.payments.values()].filter((payment) => payment.order_id === orderId);
  }

  refundsOf(paymentId: string): RefundEntity[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_id === paymentId);
  }

  hasReceipt(receipt: string): boolean {
    return [...this.orders.values()].some((order) => order.receipt === receipt);
  }
}

function found<T>(entity: T | undefined): T {
  if (entity === undefined) throw unknownId();
  return entity;
}
