import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AddressEditor } from '@/features/admin/addresses/address-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminPeople');
  return { title: t('titles.newAddress') };
}

type Props = { searchParams: Promise<{ customerId?: string | string[] }> };

export default async function NewAddressPage({ searchParams }: Props) {
  const { customerId } = await searchParams;
  return <AddressEditor customerId={typeof customerId === 'string' ? routeId(customerId) : undefined} />;
}
