import { formatPaise } from '@/lib/format';

/**
 * An order's "Offers" row: "−₹139.80". (A line's offer, the payment and the refunds are worded in
 * the page's language by `useOrderWords`.)
 */
export function discountText(discountTotal: number): string {
  return `−${formatPaise(discountTotal)}`;
}
