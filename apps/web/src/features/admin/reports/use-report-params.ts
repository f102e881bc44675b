'use client';

import { BEST_SELLERS_DEFAULT } from '@farm/contract/plain/reports';
import { useEffect } from 'react';
import { useListParams } from '@/features/admin/list/use-list-params';
import { indiaToday } from '@/lib/format';

/** The tabs, in order; each is worded by its id (adminReports.tabs). */
export const REPORT_TABS = [
  { id: 'sales' },
  { id: 'best-sellers' },
  { id: 'orders' },
  { id: 'gst' },
  { id: 'subscriptions' },
  { id: 'exports' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['id'];

const isDay = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isMonth = (value: string | undefined): value is string => !!value && /^\d{4}-\d{2}$/.test(value);

/**
 * The reports' state in the URL (`?tab=gst&from=2026-04-01&to=2026-04-30&month=2026-04`), so a
 * reload or a shared link shows the same report. Without a range it is this month so far (India
 * days), written into the URL so the date inputs show it; the API checks the range and says why
 * it refuses one.
 */
export function useReportParams() {
  const { values, set } = useListParams();
  const today = indiaToday();
  const from = isDay(values.from) ? values.from : `${today.slice(0, 8)}01`;
  const to = isDay(values.to) ? values.to : today;
  const missing = !isDay(values.from) || !isDay(values.to);
  useEffect(() => {
    if (missing) set({ from, to });
  }, [missing, from, to, set]);
  const tab = REPORT_TABS.find((t) => t.id === values.tab)?.id ?? 'sales';
  const month = isMonth(values.month) ? values.month : today.slice(0, 7);
  const limit = Number(values.limit) || BEST_SELLERS_DEFAULT;
  return { range: { from, to }, tab, month, limit, set };
}
