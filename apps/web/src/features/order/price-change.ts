import type { PriceChange } from '@farm/contract';
import { orderRoutes } from '@farm/contract/plain/routes/order';
import { isProblem } from '@/lib/api/problem';
import { formatPaise } from '@/lib/format';

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
): PriceChangeNotice {
  const changes = change.changedLines.map(
    (line) =>
      `${line.name} ${line.unit}: ${formatPaise(line.expectedUnitPrice)} → ${formatPaise(line.unitPrice)}`,
  );
  const { deliveryFee, discountTotal, couponCode, couponDiscount, total } = change.breakdown;
  if (discountTotal > 0) changes.push(`Offers: −${formatPaise(discountTotal)}`);
  if (couponDiscount > 0) changes.push(`Coupon ${couponCode ?? ''}: −${formatPaise(couponDiscount)}`);
  if (shownDeliveryFee !== undefined && shownDeliveryFee !== deliveryFee) {
    changes.push(`Delivery fee: ${feeText(shownDeliveryFee)} → ${feeText(deliveryFee)}`);
  }
  return {
    title: 'Prices changed since you opened your cart',
    changes,
    total: `New total: ${formatPaise(total)}`,
    advice: 'Check the new total and place the order again.',
  };
}

function feeText(fee: number): string {
  return fee === 0 ? 'Free' : formatPaise(fee);
}
