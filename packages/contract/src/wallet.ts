import { z } from 'zod';
import { idSchema, pageInfoSchema, pageQuerySchema, text, timestampSchema } from './common';
import { paymentStartSchema } from './payment';
import {
  STAFF_WALLET_REASONS,
  WALLET_ACTORS,
  WALLET_MAX_AMOUNT,
  WALLET_REASONS,
  WALLET_TOP_UP_LIMITS,
  WALLET_TOP_UP_STATUSES,
} from './plain/wallet';

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

/** `POST /wallet/top-ups`: how much to add, in paise, within the shop's limits. */
export const walletTopUpInputSchema = z.strictObject({
  amountPaise: z.number().int().min(WALLET_TOP_UP_LIMITS.minPaise).max(WALLET_TOP_UP_LIMITS.maxPaise),
});
export type WalletTopUpInput = z.infer<typeof walletTopUpInputSchema>;

/** A top-up and where its payment stands. */
export const walletTopUpSchema = z.object({
  id: z.number().int(),
  amountPaise: z.number().int(),
  status: z.enum(WALLET_TOP_UP_STATUSES),
  createdAt: timestampSchema,
  /** When the wallet was credited; null until then. */
  paidAt: timestampSchema.nullable(),
});
export type WalletTopUp = z.infer<typeof walletTopUpSchema>;

/**
 * What the web needs to open hosted checkout for a top-up, exactly as for an order's payment
 * (`paymentStartSchema`): the form fields to post to `checkoutUrl`, and the top-up it pays.
 */
export const walletTopUpStartSchema = paymentStartSchema.extend({ topUp: walletTopUpSchema });
export type WalletTopUpStart = z.infer<typeof walletTopUpStartSchema>;

export const walletTopUpParamsSchema = z.object({ id: idSchema });

/** `?topUp=`: the shop's top-up the hosted checkout's callback is about. */
export const walletTopUpCallbackQuerySchema = z.object({ topUp: idSchema });
