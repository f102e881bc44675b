import type { BuyAgainChange, BuyAgainResult } from '@farm/contract';
import { formatPaise } from '@/lib/format';

/** One change "Buy again" found, as the customer reads it. */
export function buyAgainChangeText(change: BuyAgainChange): string {
  switch (change.kind) {
    case 'NOT_SOLD':
      return `${change.name} is no longer sold`;
    case 'FEWER':
      return change.added === 0
        ? `${change.name} is out of stock`
        : `${change.name}: only ${change.added} of the ${change.ordered} you ordered are in stock`;
    case 'PRICE':
      return `${change.name} now costs ${formatPaise(change.now)} (was ${formatPaise(change.was)})`;
    case 'CART_FULL':
      return `${change.name} did not fit: your cart is full`;
  }
}

/** The toast's headline: what went into the cart. */
export function buyAgainTitle(result: BuyAgainResult): string {
  if (result.added === 0) return 'Nothing from this order can be bought now';
  return result.added === 1 ? 'Added 1 product to your cart' : `Added ${result.added} products to your cart`;
}
