'use client';

import { reportRoutes } from '@farm/contract/plain/routes/report';
import { ORDER_STATUS_LABELS } from '@farm/contract/plain/statuses';
import { useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDateTime, formatPaise } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import { BarChart } from './bar-chart';
import { Figures, ReportAnswer, ReportSection } from './report-parts';

const count = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** Cash still to collect now, whenever its orders were placed. */
export function CashToCollect() {
  const query = useQuery({
    queryKey: ['admin', 'reports', 'cash-to-collect'],
    queryFn: () => staffData(reportRoutes.getCashToCollect),
  });
  return (
    <ReportSection
      id="cash-to-collect"
      title="Cash to collect now"
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportCashToCollect)}
          fallbackName="cash-to-collect.csv"
          what="of the orders whose cash is to collect"
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <Figures
              label="Cash to collect"
              items={[
                { id: 'cash-orders', label: 'Orders', value: String(report.orders) },
                { id: 'cash-amount', label: 'To collect', value: formatPaise(report.amount) },
              ]}
            />
            <BarChart
              caption="Cash to collect, by where the order is"
              bars={report.statuses.map((s) => ({
                key: s.status,
                label: `${ORDER_STATUS_LABELS[s.status]} (${count(s.orders)})`,
                value: s.amount,
                valueText: formatPaise(s.amount),
              }))}
            />
            <DataTable
              caption="Cash to collect by status"
              rows={report.statuses}
              rowKey={(s) => s.status}
              columns={[
                { key: 'status', header: 'Status', cell: (s) => ORDER_STATUS_LABELS[s.status] },
                { key: 'orders', header: 'Orders', align: 'end', cell: (s) => s.orders },
                { key: 'amount', header: 'To collect', align: 'end', cell: (s) => formatPaise(s.amount) },
              ]}
            />
            <p>
              Live cash-on-delivery orders whose cash nobody has recorded, whatever day they were placed; as
              of {formatDateTime(report.asOf)}.{' '}
              <Link href="/admin/payments?status=COD_DUE">See them in Payments</Link>
            </p>
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
