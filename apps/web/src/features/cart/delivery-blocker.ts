import type { Cart, PaymentMethod } from '@farm/contract';
import { formatPaise } from '@/lib/format';

/** Why the chosen address's area cannot take this line (the API's words), if it cannot. */
export function undeliverableReason(cart: Cart, productId: number): string | undefined {
  const product = cart.delivery?.products.find((p) => p.productId === productId);
  return product && !product.deliverable ? (product.reason ?? undefined) : undefined;
}

/**
 * What the address's delivery area refuses before the shop is asked: a PIN code it does not serve,
 * a line it does not receive (the API's sentence names them), its minimum order, cash on delivery
 * where it is not taken, or no slot open in the next days.
 */
export function deliveryBlocker(
  cart: Cart,
  paymentMethod: PaymentMethod,
  slotChosen: boolean,
): string | undefined {
  const check = cart.delivery;
  if (!check) return undefined;
  if (!check.served) return `${check.summary}. Choose another address.`;
  if (check.products.some((p) => !p.deliverable)) {
    return `${check.summary}. Remove what cannot be delivered, or choose another address, to place your order.`;
  }
  const area = check.area;
  if (!area) return undefined;
  const itemsTotal = cart.subtotal - cart.discountTotal;
  if (area.minimumOrder !== null && itemsTotal < area.minimumOrder) {
    return `Orders to ${area.name} start at ${formatPaise(area.minimumOrder)}; add ${formatPaise(area.minimumOrder - itemsTotal)} more.`;
  }
  if (!area.codAllowed && paymentMethod === 'COD') {
    return `Cash on delivery is not available in ${area.name}; pay online.`;
  }
  if (area.kind === 'OWN' && !slotChosen) return `${check.summary}. Please call the farm.`;
  return undefined;
}
