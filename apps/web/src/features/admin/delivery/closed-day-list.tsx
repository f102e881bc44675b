'use client';

import { dayText } from '@farm/contract/plain/delivery';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';
import { useLanguage } from '@/lib/i18n/language-context';

/** The days without delivery from today on, each with a Remove that asks first. */
export function ClosedDayList() {
  const t = useTranslations('adminDelivery.closedDays');
  const language = useLanguage();
  const closures = useQuery({
    queryKey: ['admin', 'delivery-closures'],
    queryFn: () => staffData(deliveryRoutes.listDeliveryClosures),
  });
  if (closures.isError) {
    return (
      <LoadError size="section" message={messageOf(closures.error)} onRetry={() => void closures.refetch()} />
    );
  }
  if (!closures.data) return <LoadingRows label={t('loading')} size="section" />;
  return (
    <DataTable
      caption={t('title')}
      rows={closures.data}
      rowKey={(c) => c.id}
      empty={t('empty')}
      columns={[
        { key: 'day', header: t('day'), cell: (c) => dayText(c.date, language) },
        { key: 'area', header: t('area'), cell: (c) => c.areaName ?? t('everyArea') },
        { key: 'reason', header: t('reason'), wide: true, cell: (c) => c.reason || '—' },
        {
          key: 'remove',
          header: <span className="visually-hidden">{t('actions')}</span>,
          align: 'end',
          cell: (c) => (
            <DeleteAction
              endpoint={deliveryRoutes.deleteDeliveryClosure}
              input={{ params: { id: c.id } }}
              label={t('remove')}
              what={t('removeWhat', {
                day: dayText(c.date, language),
                area: c.areaName ?? t('everyAreaInline'),
              })}
              consequence={t('removeConsequence')}
              success={t('reopened')}
            />
          ),
        },
      ]}
    />
  );
}
