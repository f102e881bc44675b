import type { RouteStop } from '@farm/contract';

/**
 * A stop's bottles when there is something to say of them: bottles to hand over, held by the
 * customer or counted there (not a one-off ghee order of a customer who never had a bottle). The
 * route sheet's PDF keeps the same rule.
 */
export function bottlesAt(stop: RouteStop): NonNullable<RouteStop['bottles']> | null {
  const { bottles } = stop;
  return bottles && (bottles.given || bottles.balance || bottles.collected) ? bottles : null;
}
