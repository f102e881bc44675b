'use client';

import { type Coupon, OFFER_STATUSES } from '@farm/contract';
import { couponRoutes } from '@farm/contract/plain/routes/coupon';
import type { ReactNode } from 'react';
import { AdminList } from '@/features/admin/list/admin-list';
import { missingTamilFilter, tamilColumn } from '@/features/admin/list/missing-tamil';
import { PERIOD_STATUS, periodText } from '@/features/admin/offers/period-status';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './coupon-list.module.css';

/** "10% off, up to ₹100.00", "10% off" or "₹50.00 off". */
function discountOf(coupon: Coupon): string {
  if (coupon.discountPercent == null) return `${formatPaise(coupon.discountAmount ?? 0)} off`;
  const cap = coupon.maxDiscount != null ? `, up to ${formatPaise(coupon.maxDiscount)}` : '';
  return `${coupon.discountPercent}% off${cap}`;
}

/** "3 of 100" or "3" without a limit; "1 per customer" under it when that is limited too. */
function usesOf(coupon: Coupon): ReactNode {
  const used =
    coupon.usageLimit != null ? `${coupon.usedCount} of ${coupon.usageLimit}` : `${coupon.usedCount}`;
  if (coupon.perCustomerLimit == null) return used;
  // Two lines to the eye; one phrase, "3 of 100, 1 per customer", to a screen reader.
  return (
    <>
      {used}
      <span className="visually-hidden">, </span>
      <span className={styles.perCustomer}>{coupon.perCustomerLimit} per customer</span>
    </>
  );
}

/** `/admin/coupons`. */
export function CouponList() {
  return (
    <AdminList
      caption="Coupons"
      endpoint={couponRoutes.listCoupons}
      rowKey={(c) => c.id}
      filters={[
        missingTamilFilter,
        {
          name: 'status',
          label: 'Status',
          options: OFFER_STATUSES.map((s) => ({ value: s, label: PERIOD_STATUS[s].label })),
        },
      ]}
      empty="No coupons match."
      columns={[
        {
          key: 'code',
          header: 'Code',
          cell: (c) => (
            <Link href={`/admin/coupons/${c.id}`} className="admin-row-link">
              {c.code}
            </Link>
          ),
        },
        { key: 'discount', header: 'Discount', cell: discountOf },
        { key: 'uses', header: 'Uses', cell: usesOf },
        { key: 'period', header: 'Period', wide: true, cell: periodText },
        {
          key: 'status',
          header: 'Status',
          cell: (c) => (
            <StatusBadge tone={PERIOD_STATUS[c.status].tone}>{PERIOD_STATUS[c.status].label}</StatusBadge>
          ),
        },
        tamilColumn({ description: 'description' }),
      ]}
    />
  );
}
