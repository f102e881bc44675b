'use client';

import { subscriptionSkipLinkRoutes } from '@farm/contract/plain/routes/subscription-skip-link';
import { apiData } from '@/lib/api/client';

/** The evening reminder's skip link (issue 34.2): no sign-in, the token is the right. */
export const skipLinkKey = (token: string) => ['subscription-skip-link', token] as const;

export function readSkipLink(token: string) {
  return apiData(subscriptionSkipLinkRoutes.readSkipLink, { params: { token } });
}

export function skipByLink(token: string) {
  return apiData(subscriptionSkipLinkRoutes.useSkipLink, { params: { token } });
}
