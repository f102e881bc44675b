import type { ShopSettings } from '@farm/contract';

export type DeliveryRules = Pick<ShopSettings, 'deliveryFee' | 'freeDeliveryThreshold'>;

/** The API's rule: no fee once the subtotal reaches the threshold (null: never free). */
export function deliveryFeeFor(rules: DeliveryRules, subtotal: number): number {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  return freeDeliveryThreshold !== null && subtotal >= freeDeliveryThreshold ? 0 : deliveryFee;
}

/** How much more the customer must order for free delivery; undefined when it is free or never free. */
export function shortOfFreeDelivery(rules: DeliveryRules, subtotal: number): number | undefined {
  const { deliveryFee, freeDeliveryThreshold } = rules;
  if (freeDeliveryThreshold === null || deliveryFee === 0 || subtotal >= freeDeliveryThreshold)
    return undefined;
  return freeDeliveryThreshold - subtotal;
}
