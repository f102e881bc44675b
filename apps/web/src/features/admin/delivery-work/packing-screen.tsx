'use client';

import { deliveryWorkRoutes } from '@farm/contract/plain/routes/delivery-work';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { messageOf } from '@/lib/api/problem';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { DayField } from './day-field';
import { PackingOrders } from './packing-orders';
import { useDeliveryDay } from './use-delivery-day';

/** `/admin/packing?date=`: what to pack for a delivery day, totals per product first, then each order. */
export function PackingScreen() {
  const { date, setDate } = useDeliveryDay();
  const { busy, download } = useFileDownload();
  const packing = useQuery({
    queryKey: ['admin', 'packing', date],
    queryFn: () => staffData(deliveryWorkRoutes.getPackingList, { query: { date } }),
  });
  const pdf = (
    <button
      type="button"
      className={buttonClass('secondary', ['compact'])}
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        void download(
          () => staffFile(deliveryWorkRoutes.getPackingListPdf, { query: { date } }),
          `packing-${date}.pdf`,
        )
      }
    >
      <FileDown aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download PDF'}
    </button>
  );
  const list = packing.data;
  return (
    <AdminPage title="Packing" actions={pdf}>
      <DayField date={date} onChange={setDate} />
      {packing.isError ? (
        <LoadError message={messageOf(packing.error)} onRetry={() => void packing.refetch()} />
      ) : !list ? (
        <LoadingRows label="Loading the packing list" />
      ) : (
        <>
          <AdminCard title="Totals per product">
            <DataTable
              caption="Totals per product"
              rowKey={(p) => p.productId}
              rows={list.products}
              empty="Nothing to pack for this day."
              columns={[
                { key: 'name', header: 'Product', cell: (p) => p.name },
                { key: 'quantity', header: 'Quantity', align: 'end', cell: (p) => p.quantity },
                // On a phone the quantity is what the packer needs; how many orders share it waits for a wider screen.
                { key: 'orders', header: 'Orders', align: 'end', wide: true, cell: (p) => p.orders },
              ]}
            />
          </AdminCard>
          <AdminCard title={`Orders (${list.orders.length})`}>
            <PackingOrders key={date} orders={list.orders} onMoved={() => packing.refetch()} />
          </AdminCard>
        </>
      )}
    </AdminPage>
  );
}
