import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeliveryAreaEditor } from '@/features/admin/delivery/delivery-area-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('areas.new') };
}

export default function NewDeliveryAreaPage() {
  return <DeliveryAreaEditor />;
}
