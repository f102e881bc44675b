'use client';

import { useListParams } from '@/features/admin/list/use-list-params';
import { dayAfter, indiaToday } from '@/lib/format';

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The day a packing list or the routes are for, in the URL (`?date=2026-11-28`) so a reload or a
 * shared link shows the same day; without one, tomorrow in India: the morning's work is packed
 * the evening before.
 */
export function useDeliveryDay() {
  const { values, set } = useListParams();
  const date = isDay(values.date) ? values.date : dayAfter(indiaToday());
  return { date, setDate: (day: string) => set({ date: isDay(day) ? day : undefined }) };
}
