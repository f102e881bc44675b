import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { BOTTLE_MOVEMENT_KINDS } from './plain/bottle';

/** Returnable bottles (issue 34.5): which products come in them, and a customer's balance. */

export const bottleProductParamsSchema = z.object({ productId: idSchema });

/** `PUT /bottle-products/:productId`: whether the product is delivered in a returnable bottle. */
export const bottleProductInputSchema = z.strictObject({ returnable: z.boolean() });
export type BottleProductInput = z.infer<typeof bottleProductInputSchema>;

export const bottleProductSchema = z.object({ productId: idSchema, returnable: z.boolean() });
export type BottleProduct = z.infer<typeof bottleProductSchema>;

/** One line of a customer's bottle ledger: `change` is + given, − collected. */
export const bottleMovementSchema = z.object({
  kind: z.enum(BOTTLE_MOVEMENT_KINDS),
  change: z.number().int(),
  orderId: idSchema.nullable(),
  createdAt: timestampSchema,
});
export type BottleMovement = z.infer<typeof bottleMovementSchema>;

/**
 * A customer's bottles: how many are with them (given minus collected), and the latest movements,
 * newest first. `inUse` is false when the farm has no product in returnable bottles.
 */
export const bottleBalanceSchema = z.object({
  inUse: z.boolean(),
  balance: z.number().int(),
  movements: z.array(bottleMovementSchema),
});
export type BottleBalance = z.infer<typeof bottleBalanceSchema>;
