import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { CouponList } from '@/features/admin/coupons/coupon-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export const metadata: Metadata = { title: 'Coupons' };

export default function CouponsPage() {
  return (
    <AdminPage title="Coupons" actions={<ButtonLink href="/admin/coupons/new">New coupon</ButtonLink>}>
      <CouponList />
    </AdminPage>
  );
}
