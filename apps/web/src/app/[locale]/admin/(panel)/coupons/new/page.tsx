import type { Metadata } from 'next';
import { CouponEditor } from '@/features/admin/coupons/coupon-editor';

export const metadata: Metadata = { title: 'New coupon' };

export default function NewCouponPage() {
  return <CouponEditor />;
}
