'use client';

import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';

/**
 * Every delivery area (a few: the API answers them all, unpaged). The editor finds its area here:
 * there is no read of one area, and the list is what staff just looked at.
 */
export function useDeliveryAreas() {
  return useQuery({
    queryKey: ['admin', 'delivery-areas'],
    queryFn: () => staffData(deliveryRoutes.listDeliveryAreas),
  });
}
