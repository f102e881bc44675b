'use client';

import type { ShopSettings } from '@farm/contract';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import type { DeliveryRules } from './delivery';

/** The shop's delivery fee and free-delivery threshold (public settings, paise). */
export function useDeliveryRules() {
  return useQuery({
    queryKey: ['settings'],
    queryFn: () => apiData<ShopSettings>('/settings'),
    staleTime: 5 * 60_000,
    select: (settings): DeliveryRules => ({
      deliveryFee: settings.deliveryFee,
      freeDeliveryThreshold: settings.freeDeliveryThreshold,
    }),
  });
}
