import type { OrderItem } from '@farm/contract';
import { formatPaise } from '@/lib/format';

/** What a line's offer took off, as the order kept it ("Ghee Festival: −₹69.90 each"), or null. */
export function lineOfferText(item: Pick<OrderItem, 'unitDiscount' | 'offerTitle'>): string | null {
  if (item.unitDiscount <= 0) return null;
  return `${item.offerTitle ?? 'Offer'}: −${formatPaise(item.unitDiscount)} each`;
}

/** An order's "Offers" row: "−₹139.80". */
export function discountText(discountTotal: number): string {
  return `−${formatPaise(discountTotal)}`;
}
