import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeId } from '@/features/admin/form/route-id';
import { ManualOrderPage } from '@/features/admin/orders/phone-order-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminOrders');
  return { title: t('newPhoneOrder') };
}

type Props = { searchParams: Promise<{ customerId?: string | string[] }> };

export default async function NewOrderPage({ searchParams }: Props) {
  const { customerId } = await searchParams;
  return <ManualOrderPage customerId={typeof customerId === 'string' ? routeId(customerId) : undefined} />;
}
