import type { Metadata } from 'next';
import { RouteView, type RouteViewProps } from '@/features/admin/delivery-work/route-view';

export const metadata: Metadata = { title: 'My route' };

/** `/admin/my-routes/view?date=2026-11-28&areaId=1&slotId=2`: a delivery person's route on their phone. */
export default async function MyRoutePage({ searchParams }: RouteViewProps) {
  return <RouteView searchParams={searchParams} viewer="delivery" />;
}
