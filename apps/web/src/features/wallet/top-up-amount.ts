import { WALLET_TOP_UP_LIMITS } from '@farm/contract/plain/wallet';

/** The least and most a top-up may be, in rupees (the contract's limits of a top-up). */
export const MIN_RUPEES = WALLET_TOP_UP_LIMITS.minPaise / 100;
export const MAX_RUPEES = WALLET_TOP_UP_LIMITS.maxPaise / 100;

/** Whole rupees typed → paise, or undefined when it is not an amount the wallet takes. */
export function topUpPaise(typed: string): number | undefined {
  if (!/^\d+$/.test(typed.trim())) return undefined;
  const rupees = Number(typed.trim());
  return rupees >= MIN_RUPEES && rupees <= MAX_RUPEES ? rupees * 100 : undefined;
}
