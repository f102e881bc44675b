'use client';

import type { DeliveryCheck } from '@farm/contract';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/lib/i18n/language-context';

/**
 * Why an address cannot have a subscription (decision 0054: own delivery only), in the words of the
 * API's own refusal `SUBSCRIPTIONS_OWN_DELIVERY_ONLY {pincode, reason}`, before the customer tries:
 * a courier area or no area at all. Undefined while the check is unknown or the area is the farm's own.
 */
export function useOwnDeliveryRefusal(check: DeliveryCheck | undefined): string | undefined {
  const language = useLanguage();
  const reason = !check
    ? undefined
    : !check.served || !check.area
      ? 'NOT_SERVED'
      : check.area.kind === 'COURIER'
        ? 'COURIER'
        : undefined;
  const words = useQuery({
    queryKey: ['own-delivery-refusal', check?.pincode, reason, language],
    queryFn: async () => {
      // The problems catalogue and its formatter load only when there is something to refuse.
      const { wordProblem } = await import('@/lib/words/problem-words');
      const params = { pincode: check?.pincode ?? '', reason: reason ?? '' };
      return wordProblem({ detailCode: 'SUBSCRIPTIONS_OWN_DELIVERY_ONLY', params }, language).text ?? '';
    },
    enabled: reason !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return reason ? words.data : undefined;
}
