'use client';

import { type Coupon, OFFER_STATUSES } from '@farm/contract';
import { couponRoutes } from '@farm/contract/plain/routes/coupon';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { PERIOD_TONES, usePeriodWords } from '@/features/admin/offers/period-status';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './coupon-list.module.css';

type Words = ReturnType<typeof useTranslations<'adminContent.coupons.list'>>;

/** "10% off, up to ₹100.00", "10% off" or "₹50.00 off". */
function discountOf(t: Words, coupon: Coupon): string {
  if (coupon.discountPercent == null) return t('off', { off: formatPaise(coupon.discountAmount ?? 0) });
  const off = `${coupon.discountPercent}%`;
  return coupon.maxDiscount != null
    ? t('offUpTo', { off, cap: formatPaise(coupon.maxDiscount) })
    : t('off', { off });
}

/** "3 of 100" or "3" without a limit; "1 per customer" under it when that is limited too. */
function usesOf(t: Words, coupon: Coupon): ReactNode {
  const used =
    coupon.usageLimit != null
      ? t('usedOf', { used: coupon.usedCount, limit: coupon.usageLimit })
      : `${coupon.usedCount}`;
  if (coupon.perCustomerLimit == null) return used;
  // Two lines to the eye; one phrase, "3 of 100, 1 per customer", to a screen reader.
  return (
    <>
      {used}
      <span className="visually-hidden">, </span>
      <span className={styles.perCustomer}>{t('perCustomer', { count: coupon.perCustomerLimit })}</span>
    </>
  );
}

/** `/admin/coupons`. */
export function CouponList() {
  const t = useTranslations('adminContent.coupons.list');
  const period = usePeriodWords();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={couponRoutes.listCoupons}
      rowKey={(c) => c.id}
      filters={[
        missingTamilFilter,
        {
          name: 'status',
          label: t('status'),
          options: OFFER_STATUSES.map((s) => ({ value: s, label: period.status(s) })),
        },
      ]}
      empty={t('empty')}
      columns={[
        {
          key: 'code',
          header: t('code'),
          cell: (c) => (
            <Link href={`/admin/coupons/${c.id}`} className="admin-row-link">
              {c.code}
            </Link>
          ),
        },
        { key: 'discount', header: t('discount'), cell: (c) => discountOf(t, c) },
        { key: 'uses', header: t('uses'), cell: (c) => usesOf(t, c) },
        { key: 'period', header: t('period'), wide: true, cell: period.text },
        {
          key: 'status',
          header: t('status'),
          cell: (c) => <StatusBadge tone={PERIOD_TONES[c.status]}>{period.status(c.status)}</StatusBadge>,
        },
        tamilColumn({ description: 'description' }),
      ]}
    />
  );
}
