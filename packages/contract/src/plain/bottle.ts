/**
 * Returnable bottles (issue 34.5): products staff mark as delivered in the farm's own bottles; each
 * delivery gives bottles and the delivery person counts the empties collected at the door. A
 * customer's balance is bottles given minus bottles collected, the sum of an append-only ledger.
 */

/** A bottle movement: given with a delivered order (+), collected at a stop (−, or a correction). */
export const BOTTLE_MOVEMENT_KINDS = ['GIVEN', 'COLLECTED'] as const;
export type BottleMovementKind = (typeof BOTTLE_MOVEMENT_KINDS)[number];

/** The most empties one stop may count at once. */
export const BOTTLES_AT_A_STOP_MAX = 50;
