import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema, text, timestampSchema } from './common';
import { STAFF_WALLET_REASONS, WALLET_ACTORS, WALLET_MAX_AMOUNT, WALLET_REASONS } from './plain/wallet';

/** One money event of a wallet's ledger (decision 0054): `amount` in signed paise. */
export const walletEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.enum(WALLET_REASONS),
  actor: z.enum(WALLET_ACTORS),
  /** What staff typed with a credit; null otherwise. */
  note: z.string().nullable(),
  balanceAfter: z.number().int(),
  createdAt: timestampSchema,
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** A wallet: its balance in paise and one page of its ledger, newest first. */
export const walletSchema = z.object({
  customerId: z.number().int(),
  balance: z.number().int(),
  entries: z.array(walletEntrySchema),
  page: pageInfoSchema,
});
export type Wallet = z.infer<typeof walletSchema>;

export const walletQuerySchema = pageQuerySchema;

export const walletCustomerParamsSchema = z.object({ customerId: idSchema });

/**
 * A staff credit: a reason and the words staff give it (spoilt milk, a missed delivery). The key is
 * made once when the form opens, so that a double click or a retry credits once.
 */
export const walletCreditInputSchema = z.strictObject({
  amount: z.number().int().min(1).max(WALLET_MAX_AMOUNT),
  reason: z.enum(STAFF_WALLET_REASONS),
  note: text(200),
  idempotencyKey: z.string().min(8).max(100),
});
export type WalletCreditInput = z.infer<typeof walletCreditInputSchema>;
