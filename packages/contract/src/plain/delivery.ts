/** The shop's delivery settings that decide a fee (part of ShopSettings). */
export type DeliveryRules = { deliveryFee: number; freeDeliveryThreshold: number | null };

/** The delivery fee of an order: none once the subtotal reaches the threshold (null: never free). */
export function deliveryFeeFor(rules: DeliveryRules, subtotal: number): number {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  return freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold ? 0 : deliveryFee;
}

/** How much more the customer must order for free delivery; undefined when it is free or never free. */
export function shortOfFreeDelivery(rules: DeliveryRules, subtotal: number): number | undefined {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  if (freeDeliveryThreshold === null || deliveryFee === 0 || subtotal >= freeDeliveryThreshold) {
    return undefined;
  }
  return freeDeliveryThreshold - subtotal;
}
