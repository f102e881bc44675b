'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { PAYMENT_LABELS } from '@farm/contract/plain/statuses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ReportAnswer, ReportSection } from './report-parts';
import styles from './reports.module.css';

/** Orders placed in the range by how they are paid: what came in, went back, is still due. */
export function PaymentMethods({ range }: { range: ReportRange }) {
  const query = useQuery({
    queryKey: ['admin', 'reports', 'payment-methods', range],
    queryFn: () => staffData(reportRoutes.getPaymentMethodReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="payments-by-method"
      title="Payments by method"
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportPaymentMethodReport, { query: range })}
          fallbackName="payments-by-method.csv"
          what="of payments by method"
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <BarChart
              caption="Money received, by method"
              bars={report.methods.map((m) => ({
                key: m.method,
                label: PAYMENT_LABELS[m.method],
                value: m.received,
                valueText: formatPaise(m.received),
              }))}
            />
            <DataTable
              caption="Payments by method"
              rows={[...report.methods, { method: 'ALL' as const, ...report.totals }]}
              rowKey={(m) => m.method}
              columns={[
                {
                  key: 'method',
                  header: 'Method',
                  cell: (m) => (m.method === 'ALL' ? <strong>Both</strong> : PAYMENT_LABELS[m.method]),
                },
                { key: 'orders', header: 'Orders', align: 'end', wide: true, cell: (m) => m.orders },
                {
                  key: 'total',
                  header: 'Order value',
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.total),
                },
                {
                  key: 'received',
                  header: 'Received',
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.received),
                },
                {
                  key: 'received-upi',
                  header: 'Of which UPI at the door',
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.receivedUpi),
                },
                {
                  key: 'refunded',
                  header: 'Refunded',
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.refunded),
                },
                {
                  key: 'due',
                  header: 'To collect',
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.due),
                },
                {
                  key: 'phone',
                  header: 'Received, refunded, to collect',
                  align: 'end',
                  narrow: true,
                  cell: (m) => (
                    <span className={styles.stack}>
                      {formatPaise(m.received)}
                      <small>UPI at the door {formatPaise(m.receivedUpi)}</small>
                      <small>Refunded {formatPaise(m.refunded)}</small>
                      <small>To collect {formatPaise(m.due)}</small>
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
