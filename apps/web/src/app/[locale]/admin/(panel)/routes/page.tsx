import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { RouteList } from '@/features/admin/delivery-work/route-list';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('routes.title') };
}

export default function RoutesPage() {
  return <RouteList />;
}
