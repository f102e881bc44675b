'use client';

import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { CommittedQuantities } from '@/features/admin/subscriptions/committed-quantities';
import { messageOf } from '@/lib/api/problem';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { useLanguage } from '@/lib/i18n/language-context';
import { DayField } from './day-field';
import { inLanguage } from './in-language';
import { PackingOrders } from './packing-orders';
import { useDeliveryDay } from './use-delivery-day';

/** `/admin/packing?date=`: what to pack for a delivery day, totals per product first, then each order. */
export function PackingScreen() {
  const t = useTranslations('adminDelivery');
  const committed = useTranslations('adminSubscriptions.committed');
  const language = useLanguage();
  const { date, setDate } = useDeliveryDay();
  const { busy, download } = useFileDownload();
  const packing = useQuery({
    queryKey: ['admin', 'packing', date],
    queryFn: () => staffData(deliveryWorkRoutes.getPackingList, { query: { date, ...inLanguage(language) } }),
  });
  const pdf = (
    <button
      type="button"
      className={buttonClass('secondary', ['compact'])}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        void download(
          () => staffFile(deliveryWorkRoutes.getPackingListPdf, { query: { date, lang: language } }),
          `packing-${date}.pdf`,
        )
      }
    >
      <FileDown aria-hidden="true" size={16} /> {busy ? t('preparing') : t('downloadPdf')}
    </button>
  );
  const list = packing.data;
  return (
    <AdminPage title={t('packing.title')} actions={pdf}>
      <DayField date={date} onChange={setDate} />
      {packing.isError ? (
        <LoadError message={messageOf(packing.error)} onRetry={() => void packing.refetch()} />
      ) : !list ? (
        <LoadingRows label={t('packing.loading')} />
      ) : (
        <>
          <AdminCard title={t('packing.totals')}>
            <DataTable
              caption={t('packing.totals')}
              rowKey={(p) => p.productId}
              rows={list.products}
              empty={t('packing.nothing')}
              columns={[
                { key: 'name', header: t('packing.product'), cell: (p) => p.name },
                { key: 'quantity', header: t('packing.quantity'), align: 'end', cell: (p) => p.quantity },
                // On a phone the quantity is what the packer needs; how many orders share it waits for a wider screen.
                {
                  key: 'orders',
                  header: t('packing.orders'),
                  align: 'end',
                  wide: true,
                  cell: (p) => p.orders,
                },
              ]}
            />
          </AdminCard>
          {list.committed.length > 0 && (
            <AdminCard title={committed('packingTitle')}>
              <CommittedQuantities caption={committed('packingTitle')} lines={list.committed} />
            </AdminCard>
          )}
          <AdminCard title={t('packing.ordersCount', { count: list.orders.length })}>
            <PackingOrders key={date} orders={list.orders} onMoved={() => packing.refetch()} />
          </AdminCard>
        </>
      )}
    </AdminPage>
  );
}
