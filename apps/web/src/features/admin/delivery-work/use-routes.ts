'use client';

import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery } from '@tanstack/react-query';
import { staffData } from '@/lib/api/staff-client';
import { useLanguage } from '@/lib/i18n/language-context';
import { inLanguage } from './in-language';

/**
 * A day's routes; for a delivery person, only those of their areas (the API's rule). Areas are
 * named in the page's language (a change of language loads the page anew).
 */
export function useRoutes(date: string) {
  const language = useLanguage();
  return useQuery({
    queryKey: ['admin', 'routes', date],
    queryFn: () => staffData(deliveryWorkRoutes.listRoutes, { query: { date, ...inLanguage(language) } }),
  });
}
