'use client';

import { dayText } from '@farm/contract/plain/delivery';
import { deliveryRoutes } from '@farm/contract/plain/routes/delivery';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { LoadError, LoadingRows } from '@/components/ui/page-state';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { messageOf } from '@/lib/api/problem';
import { staffData } from '@/lib/api/staff-client';

/** The days without delivery from today on, each with a Remove that asks first. */
export function ClosedDayList() {
  const closures = useQuery({
    queryKey: ['admin', 'delivery-closures'],
    queryFn: () => staffData(deliveryRoutes.listDeliveryClosures),
  });
  if (closures.isError) {
    return (
      <LoadError size="section" message={messageOf(closures.error)} onRetry={() => void closures.refetch()} />
    );
  }
  if (!closures.data) return <LoadingRows label="Loading the closed days" size="section" />;
  return (
    <DataTable
      caption="Closed days"
      rows={closures.data}
      rowKey={(c) => c.id}
      empty="No day is closed: every area delivers on every day."
      columns={[
        { key: 'day', header: 'Day', cell: (c) => dayText(c.date) },
        { key: 'area', header: 'Area', cell: (c) => c.areaName ?? 'Every area' },
        { key: 'reason', header: 'Reason', wide: true, cell: (c) => c.reason || '—' },
        {
          key: 'remove',
          header: <span className="visually-hidden">Actions</span>,
          align: 'end',
          cell: (c) => (
            <DeleteAction
              endpoint={deliveryRoutes.deleteDeliveryClosure}
              input={{ params: { id: c.id } }}
              label="Remove"
              what={`the closed day ${dayText(c.date)} (${c.areaName ?? 'every area'})`}
              consequence="Orders can be booked for that day again."
              success="Day open for delivery again"
            />
          ),
        },
      ]}
    />
  );
}
