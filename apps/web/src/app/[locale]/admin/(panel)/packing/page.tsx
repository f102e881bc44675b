import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PackingScreen } from '@/features/admin/delivery-work/packing-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('packing.title') };
}

export default function PackingPage() {
  return <PackingScreen />;
}
