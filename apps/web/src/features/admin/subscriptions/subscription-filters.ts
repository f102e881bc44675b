'use client';

import { slotWindowIn, slotWindowText } from '@farm/contract/plain/delivery';
import { translated } from '@farm/contract/plain/languages';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { subscriptionRoutes } from '@farm/contract/plain/routes/subscription';
import { SUBSCRIPTION_STATUSES } from '@farm/contract/plain/subscription';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ListFilter } from '@/features/admin/list/admin-list';
import { useProductWords } from '@/features/subscription/subscription-api';
import { staffData } from '@/lib/api/staff-client';
import { useLanguage } from '@/lib/i18n/language-context';

/** The own-delivery areas and their rounds, for the filters and a round's words. */
export function useOwnAreas() {
  const areas = useQuery({
    queryKey: ['admin', 'delivery-areas'],
    queryFn: () => staffData(deliveryRoutes.listDeliveryAreas),
    staleTime: 60_000,
  });
  return (areas.data ?? []).filter((area) => area.kind === 'OWN');
}

/** The products customers may subscribe to, with their names in the page's language. */
export function useSubscribableWords() {
  const subscribable = useQuery({
    queryKey: ['admin', 'subscription-products'],
    queryFn: () => staffData(subscriptionRoutes.listSubscribableProducts),
    staleTime: 60_000,
  });
  return useProductWords((subscribable.data ?? []).map((p) => p.productId));
}

/** The list's filters (issue 34.6): area, round, product, paused today, low balance, status. */
export function useSubscriptionFilters(): ListFilter[] {
  const t = useTranslations('adminSubscriptions');
  const language = useLanguage();
  const areas = useOwnAreas();
  const products = useSubscribableWords();
  const yesNo = [
    { value: 'true', label: t('filters.yes') },
    { value: 'false', label: t('filters.no') },
  ];
  return [
    {
      name: 'areaId',
      label: t('filters.area'),
      options: areas.map((a) => ({ value: String(a.id), label: translated(a, 'name', language) })),
    },
    {
      name: 'slotId',
      label: t('filters.slot'),
      options: areas.flatMap((a) =>
        a.slots.map((s) => ({
          value: String(s.id),
          label: `${translated(a, 'name', language)} · ${slotWindowIn(slotWindowText(s.startsAt, s.endsAt), language)}`,
        })),
      ),
    },
    {
      name: 'productId',
      label: t('filters.product'),
      options: [...products].map(([id, words]) => ({ value: String(id), label: words.name })),
    },
    { name: 'paused', label: t('filters.paused'), options: yesNo },
    { name: 'lowBalance', label: t('filters.lowBalance'), options: yesNo },
    {
      name: 'status',
      label: t('filters.status'),
      options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
    },
  ];
}
