'use client';

import type { DeliveryRules } from '@farm/contract/plain/delivery';
import { settingsRoutes } from '@farm/contract/plain/routes/settings';
import { useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';

/** Query key of the shop's settings as the cart reads them; a PRICE_CHANGED reads them again. */
export const DELIVERY_RULES_KEY = ['settings'] as const;

/** The shop's public settings, read once for the cart's uses below. */
const settingsQuery = {
  queryKey: DELIVERY_RULES_KEY,
  queryFn: () => apiData(settingsRoutes.getShopSettings),
  staleTime: 5 * 60_000,
};

/** The shop's delivery fee and free-delivery threshold (public settings, paise). */
export function useDeliveryRules() {
  return useQuery({
    ...settingsQuery,
    select: (settings): DeliveryRules => ({
      deliveryFee: settings.deliveryFee,
      freeDeliveryThreshold: settings.freeDeliveryThreshold,
    }),
  });
}

/** How the shop takes online payment: Razorpay, the demo stand-in, or none (cash only); the same settings read. */
export function useOnlinePayment() {
  return useQuery({
    ...settingsQuery,
    select: (settings) => settings.onlinePayment,
  });
}
