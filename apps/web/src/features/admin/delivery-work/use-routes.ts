'use client';

import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';

/** A day's routes; for a delivery person, only those of their areas (the API's rule). */
export function useRoutes(date: string) {
  return useQuery({
    queryKey: ['admin', 'routes', date],
    queryFn: () => staffData(deliveryWorkRoutes.listRoutes, { query: { date } }),
  });
}
