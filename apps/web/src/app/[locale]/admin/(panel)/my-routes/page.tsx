import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MyRoutes } from '@/features/admin/delivery-work/my-routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('myRoutes.title') };
}

export default function MyRoutesPage() {
  return <MyRoutes />;
}
