import type { PaymentRow } from '@farm/contract';

/**
 * A cash-on-delivery order paid by UPI at the door (issue 32.10): its status is `COD_COLLECTED`
 * like cash, but its money is UPI, so the list names it so rather than "Cash collected". Money at
 * the door is cash or UPI, never both, so any UPI in `received` tells.
 */
export function paidByUpiAtDoor(row: Pick<PaymentRow, 'status' | 'receivedUpi'>): boolean {
  return row.status === 'COD_COLLECTED' && row.receivedUpi > 0;
}
