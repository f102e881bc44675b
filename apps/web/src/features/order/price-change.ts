import type { PriceChange } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { isProblem } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';
import type { Words } from '@/lib/i18n/client-words';
import type { Messages } from '@/lib/i18n/messages';

/** The new prices of a checkout the shop refused with 409 PRICE_CHANGED; undefined for any other error. */
export function priceChangeOf(error: unknown): PriceChange | undefined {
  if (!isProblem(error, orderRoutes.placeOrder, 'PRICE_CHANGED')) return undefined;
  // The contract's `priceChangedProblemSchema`: the API sends it with every PRICE_CHANGED.
  return error.extensions.priceChange as PriceChange | undefined;
}

/** What the cart says above "Place order" after a PRICE_CHANGED. */
export type PriceChangeNotice = { title: string; changes: string[]; total: string; advice: string };

/**
 * The notice for a refused checkout: each line whose price moved (old → new), what offers take off
 * now, the delivery fee if it is not the one the cart showed, and the new total, all as the API
 * answered them.
 */
export function priceChangeNotice(
  change: PriceChange,
  shownDeliveryFee: number | undefined,
  say: Words<Messages['checkout']>,
): PriceChangeNotice {
  const changes = change.changedLines.map((line) =>
    say('priceChange.line', {
      name: line.name,
      unit: line.unit,
      from: formatPaise(line.expectedUnitPrice),
      to: formatPaise(line.unitPrice),
    }),
  );
  const feeText = (fee: number) => (fee === 0 ? say('priceChange.free') : formatPaise(fee));
  const { deliveryFee, discountTotal, couponCode, couponDiscount, total } = change.breakdown;
  if (discountTotal > 0) changes.push(say('priceChange.offers', { amount: formatPaise(discountTotal) }));
  if (couponDiscount > 0) {
    changes.push(say('priceChange.coupon', { code: couponCode ?? '', amount: formatPaise(couponDiscount) }));
  }
  if (shownDeliveryFee !== undefined && shownDeliveryFee !== deliveryFee) {
    changes.push(say('priceChange.fee', { from: feeText(shownDeliveryFee), to: feeText(deliveryFee) }));
  }
  return {
    title: say('priceChange.title'),
    changes,
    total: say('priceChange.total', { amount: formatPaise(total) }),
    advice: say('priceChange.advice'),
  };
}
