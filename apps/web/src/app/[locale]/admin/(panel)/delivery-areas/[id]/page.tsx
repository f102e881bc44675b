import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DeliveryAreaEditor } from '@/features/admin/delivery/delivery-area-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminDelivery');
  return { title: t('areas.one') };
}

export default async function DeliveryAreaPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <DeliveryAreaEditor id={id} />;
}
