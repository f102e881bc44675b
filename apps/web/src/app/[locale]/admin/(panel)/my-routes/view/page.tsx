import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteView, type RouteViewProps } from '@/features/admin/delivery-work/route-view';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('myRoutes.pageTitle') };
}

/** `/admin/my-routes/view?date=2026-11-28&areaId=1&slotId=2`: a delivery person's route on their phone. */
export default async function MyRoutePage({ searchParams }: RouteViewProps) {
  return <RouteView searchParams={searchParams} viewer="delivery" />;
}
