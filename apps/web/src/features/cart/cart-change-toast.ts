import type { CartChange } from '@farm/contract';
import { toast } from '@/components/ui/toast';

/** `common.cartChange`'s words in the page's language (`useWords('common')`). */
export type CartChangeWords = (
  key: 'cartChange.added' | 'cartChange.allIn' | 'cartChange.someIn' | 'cartChange.holds',
  values?: Record<string, number>,
) => string;

/**
 * The toast after an add-to-cart, in the shop's words as the API says them ("Added to cart"; when
 * nothing changed, a plain notice: "You already have all 1 in your cart" when the line holds all
 * there is, else "You already have 2 in your cart").
 */
export function showCartChange(
  { response }: { response: CartChange },
  productId: number,
  t: CartChangeWords,
) {
  if (response.changed) {
    toast.success(t('cartChange.added'));
    return;
  }
  const line = response.items.find((item) => item.productId === productId);
  if (!line) toast(t('cartChange.holds'));
  else if (line.quantity >= line.maxQuantity) toast(t('cartChange.allIn', { count: line.quantity }));
  else toast(t('cartChange.someIn', { count: line.quantity }));
}
