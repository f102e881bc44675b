import type { OrderBreakdown, OrderLineInput, PriceChange } from '@farm/contract';
import { AppError } from '../../../lib/app-error.js';

/** What the client showed: the total (required on the storefront) and, per line, the unit price. */
export type ShownPrices = { expectedTotal?: number | undefined; lines: OrderLineInput[] };

/**
 * The customer pays what they were shown, or nothing happens: a total or a line price that is not
 * the order's as priced now is a 409 PRICE_CHANGED carrying the new breakdown and the lines that
 * moved. Called inside the checkout's transaction after pricing and before any write, so the
 * refusal takes no stock, writes no order and leaves the Idempotency-Key unclaimed (rolled back).
 * A client's number is only ever compared, never charged.
 */
export function confirmShownPrices(shown: ShownPrices, breakdown: OrderBreakdown): void {
  const priced = new Map(breakdown.items.map((item) => [item.productId, item]));
  const changedLines: PriceChange['changedLines'] = [];
  for (const line of shown.lines) {
    const item = priced.get(line.productId);
    if (!item || line.expectedUnitPrice === undefined || line.expectedUnitPrice === item.unitPrice) continue;
    const { productId, name, unit, unitPrice } = item;
    changedLines.push({ productId, name, unit, expectedUnitPrice: line.expectedUnitPrice, unitPrice });
  }
  const totalMoved = shown.expectedTotal !== undefined && shown.expectedTotal !== breakdown.total;
  if (!totalMoved && changedLines.length === 0) return;
  const priceChange: PriceChange = {
    expectedTotal: shown.expectedTotal ?? null,
    breakdown,
    changedLines,
  };
  throw new AppError(
    409,
    'PRICE_CHANGED',
    'Prices changed since you opened your cart; check the new total and place the order again',
    undefined,
    { priceChange },
  ).worded({}, 'PRICES_CHANGED_SINCE_OPENED_CART');
}
