'use client';

import { useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/problem';
import { bundleKey, fetchBundle } from './orders-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isBundleId(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/** The orders of one checkout; only asked for a well-formed id and a signed-in customer. */
export function useOrderBundle(cartBundleId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: bundleKey(cartBundleId ?? ''),
    queryFn: () => fetchBundle(cartBundleId ?? ''),
    enabled: enabled && isBundleId(cartBundleId),
    // Not found and not yours stay that way: no retry.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** 400, 403 and 404 all mean "no order of yours here". */
export function isUnknownBundle(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
