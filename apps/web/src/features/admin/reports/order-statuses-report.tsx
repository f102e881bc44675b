'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ReportAnswer, ReportSection } from './report-parts';

/** Orders placed in the range by the status they are in now. */
export function OrderStatuses({ range }: { range: ReportRange }) {
  const t = useTranslations('adminReports');
  const status = useTranslations('adminCommon.orderStatus');
  const query = useQuery({
    queryKey: ['admin', 'reports', 'order-statuses', range],
    queryFn: () => staffData(reportRoutes.getOrderStatusReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="orders-by-status"
      title={t('statuses.title')}
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportOrderStatusReport, { query: range })}
          fallbackName="orders-by-status.csv"
          what={t('statuses.csv')}
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <BarChart
              caption={t('statuses.chart')}
              bars={report.statuses.map((s) => ({
                key: s.status,
                label: status(s.status),
                value: s.orders,
                valueText: t('orders', { count: s.orders }),
              }))}
            />
            <DataTable
              caption={t('statuses.title')}
              rows={[...report.statuses, { status: 'ALL' as const, ...report.totals }]}
              rowKey={(s) => s.status}
              columns={[
                {
                  key: 'status',
                  header: t('columns.status'),
                  cell: (s) => (s.status === 'ALL' ? <strong>{t('statuses.all')}</strong> : status(s.status)),
                },
                { key: 'orders', header: t('columns.orders'), align: 'end', cell: (s) => s.orders },
                { key: 'total', header: t('columns.worth'), align: 'end', cell: (s) => formatPaise(s.total) },
              ]}
            />
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
