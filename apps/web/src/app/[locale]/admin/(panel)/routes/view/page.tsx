import type { Metadata } from 'next';
import { RouteView, type RouteViewProps } from '@/features/admin/delivery-work/route-view';

export const metadata: Metadata = { title: 'Route' };

/** `/admin/routes/view?date=2026-11-28&areaId=1&slotId=2`: a route as staff see it. */
export default async function StaffRoutePage({ searchParams }: RouteViewProps) {
  return <RouteView searchParams={searchParams} viewer="staff" />;
}
