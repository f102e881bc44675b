import type { Metadata } from 'next';
import { routeId } from '@/features/admin/form/route-id';
import { ManualOrderPage } from '@/features/admin/orders/phone-order-page';

export const metadata: Metadata = { title: 'New phone order' };

type Props = { searchParams: Promise<{ customerId?: string | string[] }> };

export default async function NewOrderPage({ searchParams }: Props) {
  const { customerId } = await searchParams;
  return <ManualOrderPage customerId={typeof customerId === 'string' ? routeId(customerId) : undefined} />;
}
