import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { CouponList } from '@/features/admin/coupons/coupon-list';
import { AdminPage } from '@/features/admin/shell/admin-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('adminContent.titles');
  return { title: t('coupons') };
}

export default async function CouponsPage() {
  const t = await getTranslations('adminContent.titles');
  return (
    <AdminPage
      title={t('coupons')}
      actions={<ButtonLink href="/admin/coupons/new">{t('newCoupon')}</ButtonLink>}
    >
      <CouponList />
    </AdminPage>
  );
}
