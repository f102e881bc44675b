'use client';

import type { PaymentStart } from '@farm/contract';
import { route } from '@farm/contract/plain/http';
import { walletRoutes } from '@farm/contract/plain/routes/wallet';
import { apiCall } from '@/lib/api/client';

export const walletKey = (customerId: number) => ['wallet', customerId] as const;

export const LEDGER_PAGE_SIZE = 20;

export function readWallet(page: number) {
  return apiCall(walletRoutes.getWallet, { query: { page, size: LEDGER_PAGE_SIZE } });
}

/**
 * `POST /wallet/top-ups { amountPaise }` (issue 34, helper B's endpoint): it answers what an order's
 * online payment answers, the provider's hosted checkout to post. Not in the contract of this branch
 * yet: once merged, `walletRoutes`' own entry replaces this one (and its answer's type comes from it).
 */
const topUpRoute = route('POST', '/wallet/top-ups', 'customer');

export async function startTopUp(amountPaise: number): Promise<PaymentStart> {
  const answer = (await apiCall(topUpRoute as never, { body: { amountPaise } } as never)) as {
    response: PaymentStart;
  };
  return answer.response;
}
