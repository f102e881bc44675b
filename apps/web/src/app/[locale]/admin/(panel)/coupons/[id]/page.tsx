import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CouponEditor } from '@/features/admin/coupons/coupon-editor';
import { routeId } from '@/features/admin/form/route-id';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('coupon') };
}

export default async function CouponPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <CouponEditor id={id} />;
}
