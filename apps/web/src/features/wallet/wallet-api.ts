'use client';

import type { PaymentStart } from '@farm/contract';
import { walletRoutes } from '@farm/contract/plain/routes/wallet';
import { apiCall } from '@/lib/api/client';

export const walletKey = (customerId: number) => ['wallet', customerId] as const;

export const LEDGER_PAGE_SIZE = 20;

export function readWallet(page: number) {
  return apiCall(walletRoutes.getWallet, { query: { page, size: LEDGER_PAGE_SIZE } });
}

/**
 * Starts a top-up: the provider's hosted checkout to post, as an order's "Pay now" gets. `key` is
 * the Idempotency-Key of this amount's intent: a repeated tap answers the same top-up.
 */
export async function startTopUp(amountPaise: number, key: string): Promise<PaymentStart> {
  const answer = await apiCall(walletRoutes.startWalletTopUp, {
    body: { amountPaise },
    headers: { 'idempotency-key': key },
  });
  return answer.response;
}
