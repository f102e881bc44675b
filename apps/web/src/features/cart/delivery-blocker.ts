import type { Cart, CheckoutPaymentMethod } from '@farm/contract';
import { formatPaise } from '@/lib/format';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

/** The checkout's words, and the delivery answer's one line, in the page's language. */
export type BlockerWords = {
  say: Words<Messages['checkout']>;
  summary: (check: NonNullable<Cart['delivery']>) => string;
  /** An area the checks name (in English), in the page's language. */
  area: (englishName: string | null) => string;
};

/**
 * What the address's delivery area refuses before the shop is asked, as the shop answered it with
 * the cart's price (`cart.delivery`, `cart.checks`): a PIN code it does not serve, a line it does not
 * receive (the API's sentence names them), its minimum order, cash on delivery where it is not
 * taken, or no slot open in the next days. The web words the API's answer; it decides nothing.
 */
export function deliveryBlocker(
  cart: Cart,
  paymentMethod: CheckoutPaymentMethod,
  slotChosen: boolean,
  { say, summary, area }: BlockerWords,
): string | undefined {
  const check = cart.delivery;
  if (!check) return undefined;
  if (!check.served) return say('blocker.notServed', { summary: summary(check) });
  if (check.products.some((p) => !p.deliverable)) {
    return say('blocker.notDeliverable', { summary: summary(check) });
  }
  const minimum = cart.checks?.minimumOrder;
  if (minimum && minimum.short > 0) {
    return say('blocker.minimum', {
      area: area(minimum.areaName),
      amount: formatPaise(minimum.amount),
      short: formatPaise(minimum.short),
    });
  }
  const cash = cart.checks?.cashOnDelivery;
  if (paymentMethod === 'COD' && cash?.refusal === 'AREA') {
    return say('blocker.noCash', { area: area(cash.areaName) });
  }
  if (check.area?.kind === 'OWN' && !slotChosen) return say('blocker.callFarm', { summary: summary(check) });
  return undefined;
}

/** Cash on delivery refused for the total (the shop's ceiling, as the API answered it), in words. */
export function cashCeilingBlocker(
  cart: Cart,
  paymentMethod: CheckoutPaymentMethod,
  say: BlockerWords['say'],
): string | undefined {
  const cash = cart.checks?.cashOnDelivery;
  if (paymentMethod !== 'COD' || cash?.refusal !== 'CEILING' || cash.ceiling === null) return undefined;
  return say('blocker.cashCeiling', { amount: formatPaise(cash.ceiling) });
}
