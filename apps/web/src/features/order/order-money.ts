import type { Order, OrderItem } from '@farm/contract';
import { PAYMENT_LABELS, PAYMENT_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { formatDateTime, formatPaise } from '@/lib/format';
import { paymentNoteText } from '@/lib/words/timeline-words';

/** What a line's offer took off, as the order kept it ("Ghee Festival: −₹69.90 each"), or null. */
export function lineOfferText(item: Pick<OrderItem, 'unitDiscount' | 'offerTitle'>): string | null {
  if (item.unitDiscount <= 0) return null;
  return `${item.offerTitle ?? 'Offer'}: −${formatPaise(item.unitDiscount)} each`;
}

/** A courier order's tracking as staff wrote it when shipping: "Courier and tracking: DTDC D12345678". */
export function trackingText(tracking: string): string {
  return `Courier and tracking: ${tracking}`;
}

/** An order's "Offers" row: "−₹139.80". */
export function discountText(discountTotal: number): string {
  return `−${formatPaise(discountTotal)}`;
}

/** How the order is paid, as the customer reads it: "Cash on delivery · paid", "Not paid yet", "Paid online". */
export function paymentText(order: Pick<Order, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'ONLINE') return PAYMENT_STATUS_LABELS[order.paymentStatus];
  return `${PAYMENT_LABELS.COD}${order.paymentStatus === 'COD_COLLECTED' ? ' · paid' : ''}`;
}

/**
 * Where an order's money stands, as staff read it: "Cash due", "Paid online"…; money taken at the
 * door by UPI is "Paid by UPI", not "Cash collected" (the payment row's `collectedBy` tells).
 */
export function paymentStatusText(order: Pick<Order, 'paymentStatus' | 'payments'>): string {
  if (order.paymentStatus === 'COD_COLLECTED') {
    const taken = order.payments.findLast((p) => p.status === 'COD_COLLECTED');
    if (taken?.collectedBy === 'UPI') return 'Paid by UPI';
  }
  return PAYMENT_STATUS_LABELS[order.paymentStatus];
}

/**
 * The money given back, one line each, with the refund's reference and the reason staff gave (the
 * payment row's note, worded from its kind): "Refunded ₹640.00 on 25 Nov 2026, 2:23 am — Refund rfnd_Ab12: One jar broke".
 * The reference is what a bank asks for when the money is slow to arrive.
 */
export function refundLines(order: Pick<Order, 'payments'>): string[] {
  return order.payments
    .filter((p) => p.status === 'REFUNDED' || p.status === 'PARTIALLY_REFUNDED')
    .map((p) => {
      const when = `Refunded ${formatPaise(p.amount)} on ${formatDateTime(p.createdAt)}`;
      const note = paymentNoteText(p);
      return note ? `${when} — ${note}` : when;
    });
}
