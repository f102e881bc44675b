'use client';

import { notifyRoutes } from '@farm/contract/plain/routes/notify';
import { useTranslations } from 'next-intl';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDateTime } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';

/** `/admin/inbox/notify`: the products customers asked to hear about, most awaited first. */
export function NotifyProducts() {
  const t = useTranslations('adminInbox.notify');
  const language = useLanguage();
  return (
    <AdminList
      caption={t('caption')}
      endpoint={notifyRoutes.listNotifyProducts}
      rowKey={(p) => p.productId}
      empty={t('empty')}
      columns={[
        {
          key: 'product',
          header: t('product'),
          cell: (p) => (
            <Link href={`/admin/inbox/notify/${p.productId}`} className="admin-row-link">
              {p.name}
            </Link>
          ),
        },
        { key: 'waiting', header: t('waiting'), align: 'end', cell: (p) => p.waiting },
        { key: 'notified', header: t('told'), align: 'end', cell: (p) => p.notified },
        {
          key: 'stock',
          header: t('stock'),
          cell: (p) =>
            p.stock > 0 ? (
              <StatusBadge tone="good">{t('inStock', { count: p.stock })}</StatusBadge>
            ) : (
              <StatusBadge tone="bad">{t('soldOut')}</StatusBadge>
            ),
        },
        { key: 'code', header: t('code'), wide: true, cell: (p) => p.productCode },
        {
          key: 'last',
          header: t('lastAsked'),
          wide: true,
          cell: (p) => formatDateTime(p.lastRequestAt, language),
        },
      ]}
    />
  );
}
