import type { Metadata } from 'next';
import { AddressEditor } from '@/features/admin/addresses/address-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'New address' };

type Props = { searchParams: Promise<{ customerId?: string | string[] }> };

export default async function NewAddressPage({ searchParams }: Props) {
  const { customerId } = await searchParams;
  return <AddressEditor customerId={typeof customerId === 'string' ? routeId(customerId) : undefined} />;
}
