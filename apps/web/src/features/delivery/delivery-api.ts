'use client';

import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { PINCODE_PATTERN } from './pincode';

export const deliveryCheckKey = (pincode: string, productIds: readonly number[]) =>
  ['delivery-check', pincode, productIds.join(',')] as const;

/**
 * `GET /delivery/check`: whether a PIN code receives these products, and when (the API words the
 * summary, earliest slot and courier days in English; what does not travel there is a code and values). Asked only for a whole
 * PIN code; slots fill and cut-offs pass, so a minute is as long as an answer is kept.
 */
export function useDeliveryCheck(pincode: string | undefined, productIds: readonly number[]) {
  const valid = pincode !== undefined && PINCODE_PATTERN.test(pincode);
  return useQuery({
    queryKey: deliveryCheckKey(pincode ?? '', productIds),
    queryFn: () =>
      apiData(deliveryRoutes.checkDelivery, {
        query: { pincode: pincode ?? '', productIds: productIds.join(',') },
      }),
    enabled: valid,
    staleTime: 60_000,
  });
}
