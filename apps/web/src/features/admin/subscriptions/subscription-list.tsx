'use client';

import { translated } from '@farm/contract/plain/languages';
import { displayMobile } from '@farm/contract/plain/mobile';
import { subscriptionStaffRoutes } from '@farm/contract/plain/routes/subscription-staff';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { useSubscribableWords, useSubscriptionFilters } from './subscription-filters';

/** `/admin/subscriptions`: newest first, filtered and paged by the API; a row opens its customer. */
export function SubscriptionList() {
  const t = useTranslations('adminSubscriptions');
  const language = useLanguage();
  const filters = useSubscriptionFilters();
  const products = useSubscribableWords();
  return (
    <AdminList
      caption={t('title')}
      endpoint={subscriptionStaffRoutes.listStaffSubscriptions}
      searchLabel={t('search')}
      filters={filters}
      rowKey={(s) => s.id}
      empty={t('none')}
      columns={[
        {
          key: 'customer',
          header: t('columns.customer'),
          cell: (s) => (
            <Link href={`/admin/subscriptions/customers/${s.customer.id}`} className="admin-row-link">
              {s.customer.name}
            </Link>
          ),
        },
        { key: 'mobile', header: '', wide: true, cell: (s) => displayMobile(s.customer.mobileNumber) },
        {
          key: 'area',
          header: t('columns.area'),
          wide: true,
          cell: (s) => (s.area ? translated(s.area, 'name', language) : '—'),
        },
        {
          key: 'products',
          header: t('columns.products'),
          wide: true,
          cell: (s) => s.productIds.map((id) => products.get(id)?.name ?? `#${id}`).join(', '),
        },
        {
          key: 'state',
          header: t('columns.state'),
          cell: (s) =>
            s.status === 'CANCELLED' ? (
              <StatusBadge tone="muted">{t('status.CANCELLED')}</StatusBadge>
            ) : s.pausedToday ? (
              <StatusBadge tone="warn">{t('state.paused')}</StatusBadge>
            ) : s.lowBalance ? (
              <StatusBadge tone="bad">{t('state.low')}</StatusBadge>
            ) : (
              <StatusBadge tone="good">{t('state.ok')}</StatusBadge>
            ),
        },
        {
          key: 'balance',
          header: t('columns.balance'),
          align: 'end',
          cell: (s) =>
            t('balanceOf', { balance: formatPaise(s.balancePaise), cost: formatPaise(s.comingCostPaise) }),
        },
        {
          key: 'since',
          header: t('columns.since'),
          wide: true,
          cell: (s) => formatDate(s.startDay, language),
        },
      ]}
    />
  );
}
