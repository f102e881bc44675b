import type { CartChange } from '@farm/contract';
import toast from 'react-hot-toast';

/**
 * The toast after an add-to-cart: the server's message, a success only when the line changed
 * (otherwise a plain notice such as "You already have all 1 in your cart").
 */
export function showCartChange({ response, message }: { response: CartChange; message?: string }) {
  if (response.changed) toast.success(message ?? 'Added to cart');
  else toast(message ?? 'Your cart already holds this');
}
