import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CouponEditor } from '@/features/admin/coupons/coupon-editor';
import { routeId } from '@/features/admin/form/route-id';

export const metadata: Metadata = { title: 'Coupon' };

export default async function CouponPage({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (!id) notFound();
  return <CouponEditor id={id} />;
}
