'use client';

import type { SubscriptionCreate, SubscriptionDay, SubscriptionPatternInput } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { productRoutes } from '@farm/contract/plain/routes/product';
import { subscriptionRoutes } from '@farm/contract/plain/routes/subscription';
import { useQueries, useQuery } from '@tanstack/react-query';
import { apiData } from '@/lib/api/client';
import { useLanguage } from '@/lib/i18n/language-context';
import type { ProductWords } from './calendar-words';

/** The calendar's length on the profile (issue 34: the next 14 days). */
export const CALENDAR_DAYS = 14;

export const subscriptionKeys = {
  list: (customerId: number) => ['subscriptions', customerId] as const,
  calendar: (id: number) => ['subscription-calendar', id] as const,
};

export function listSubscriptions() {
  return apiData(subscriptionRoutes.listSubscriptions);
}

export function readCalendar(id: number) {
  return apiData(subscriptionRoutes.subscriptionCalendar, { params: { id }, query: { days: CALENDAR_DAYS } });
}

export function createSubscription(body: SubscriptionCreate) {
  return apiData(subscriptionRoutes.createSubscription, { body });
}

/** Every change answers the next days' calendar (the contract's `changed`). */
export type SubscriptionChange =
  | { kind: 'SKIP'; day: string }
  | { kind: 'QUANTITY'; day: string; productId: number; quantity: number }
  | { kind: 'PAUSE'; fromDay: string; untilDay: string }
  | { kind: 'RESUME'; fromDay: string }
  | { kind: 'PATTERN'; fromDay: string; pattern: SubscriptionPatternInput }
  | { kind: 'CANCEL'; fromDay: string };

export function changeSubscription(id: number, change: SubscriptionChange): Promise<SubscriptionDay[]> {
  const params = { id };
  switch (change.kind) {
    case 'SKIP':
      return apiData(subscriptionRoutes.skipSubscriptionDay, { params, body: { day: change.day } });
    case 'QUANTITY': {
      const { day, productId, quantity } = change;
      return apiData(subscriptionRoutes.setSubscriptionDayQuantity, {
        params,
        body: { day, productId, quantity },
      });
    }
    case 'PAUSE': {
      const { fromDay, untilDay } = change;
      return apiData(subscriptionRoutes.pauseSubscription, { params, body: { fromDay, untilDay } });
    }
    case 'RESUME':
      return apiData(subscriptionRoutes.resumeSubscription, { params, body: { fromDay: change.fromDay } });
    case 'PATTERN': {
      const { fromDay, pattern } = change;
      return apiData(subscriptionRoutes.changeSubscriptionPattern, { params, body: { fromDay, pattern } });
    }
    case 'CANCEL':
      return apiData(subscriptionRoutes.cancelSubscription, { params, body: { fromDay: change.fromDay } });
  }
}

/** Whether staff let customers subscribe to the product. */
export async function isSubscribable(productId: number): Promise<boolean> {
  const products = await apiData(subscriptionRoutes.listSubscribableProducts);
  return products.some((p) => p.productId === productId && p.subscribable);
}

export function readProduct(id: number) {
  return apiData(productRoutes.getProduct, { params: { id } });
}

export const productKey = (id: number) => ['product', id] as const;

/** Names and units of the products a calendar speaks of, in the page's language (kept a while: they rarely change). */
export function useProductWords(productIds: readonly number[]): ReadonlyMap<number, ProductWords> {
  const language = useLanguage();
  const answers = useQueries({
    queries: productIds.map((id) => ({
      queryKey: productKey(id),
      queryFn: () => readProduct(id),
      staleTime: 10 * 60_000,
    })),
  });
  const words = new Map<number, ProductWords>();
  answers.forEach((answer, i) => {
    const product = answer.data;
    const id = productIds[i];
    if (product && id !== undefined)
      words.set(id, {
        name: translated(product, 'name', language),
        unit: translated(product, 'unit', language),
      });
  });
  return words;
}

export function useCalendar(id: number) {
  return useQuery({ queryKey: subscriptionKeys.calendar(id), queryFn: () => readCalendar(id) });
}
