'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ReportAnswer, ReportSection } from './report-parts';

const count = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** Orders placed in the range by the status they are in now. */
export function OrderStatuses({ range }: { range: ReportRange }) {
  const query = useQuery({
    queryKey: ['admin', 'reports', 'order-statuses', range],
    queryFn: () => staffData(reportRoutes.getOrderStatusReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="orders-by-status"
      title="Orders by status"
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportOrderStatusReport, { query: range })}
          fallbackName="orders-by-status.csv"
          what="of orders by status"
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <BarChart
              caption="Orders placed in these days, by their status now"
              bars={report.statuses.map((s) => ({
                key: s.status,
                label: ORDER_STATUS_LABELS[s.status],
                value: s.orders,
                valueText: count(s.orders),
              }))}
            />
            <DataTable
              caption="Orders by status"
              rows={[...report.statuses, { status: 'ALL' as const, ...report.totals }]}
              rowKey={(s) => s.status}
              columns={[
                {
                  key: 'status',
                  header: 'Status',
                  cell: (s) =>
                    s.status === 'ALL' ? <strong>All orders</strong> : ORDER_STATUS_LABELS[s.status],
                },
                { key: 'orders', header: 'Orders', align: 'end', cell: (s) => s.orders },
                { key: 'total', header: 'Worth', align: 'end', cell: (s) => formatPaise(s.total) },
              ]}
            />
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
