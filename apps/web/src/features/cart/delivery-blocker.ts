import type { Cart, PaymentMethod } from '@farm/contract';
import { formatPaise } from '@/lib/format';

/** Why the chosen address's area cannot take this line (the API's words), if it cannot. */
export function undeliverableReason(cart: Cart, productId: number): string | undefined {
  const product = cart.delivery?.products.find((p) => p.productId === productId);
  return product && !product.deliverable ? (product.reason ?? undefined) : undefined;
}

/**
 * What the address's delivery area refuses before the shop is asked, as the shop answered it with
 * the cart's price (`cart.delivery`, `cart.checks`): a PIN code it does not serve, a line it does not
 * receive (the API's sentence names them), its minimum order, cash on delivery where it is not
 * taken, or no slot open in the next days. The web words the API's answer; it decides nothing.
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
  const minimum = cart.checks?.minimumOrder;
  if (minimum && minimum.short > 0) {
    return `Orders to ${minimum.areaName} start at ${formatPaise(minimum.amount)}; add ${formatPaise(minimum.short)} more.`;
  }
  const cash = cart.checks?.cashOnDelivery;
  if (paymentMethod === 'COD' && cash?.refusal === 'AREA') {
    return `Cash on delivery is not available in ${cash.areaName}; pay online.`;
  }
  if (check.area?.kind === 'OWN' && !slotChosen) return `${check.summary}. Please call the farm.`;
  return undefined;
}

/** Cash on delivery refused for the total (the shop's ceiling, as the API answered it), in words. */
export function cashCeilingBlocker(cart: Cart, paymentMethod: PaymentMethod): string | undefined {
  const cash = cart.checks?.cashOnDelivery;
  if (paymentMethod !== 'COD' || cash?.refusal !== 'CEILING' || cash.ceiling === null) return undefined;
  return `Cash on delivery is for orders up to ${formatPaise(cash.ceiling)}. Pay online, remove something, or call the farm to order.`;
}
