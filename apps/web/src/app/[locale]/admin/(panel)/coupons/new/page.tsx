import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CouponEditor } from '@/features/admin/coupons/coupon-editor';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('newCoupon') };
}

export default function NewCouponPage() {
  return <CouponEditor />;
}
