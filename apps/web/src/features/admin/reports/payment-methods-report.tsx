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
import styles from './reports.module.css';

/** Orders placed in the range by how they are paid: what came in, went back, is still due. */
export function PaymentMethods({ range }: { range: ReportRange }) {
  const t = useTranslations('adminReports');
  const method = useTranslations('adminCommon.payment');
  const query = useQuery({
    queryKey: ['admin', 'reports', 'payment-methods', range],
    queryFn: () => staffData(reportRoutes.getPaymentMethodReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="payments-by-method"
      title={t('methods.title')}
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportPaymentMethodReport, { query: range })}
          fallbackName="payments-by-method.csv"
          what={t('methods.csv')}
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <BarChart
              caption={t('methods.chart')}
              bars={report.methods.map((m) => ({
                key: m.method,
                label: method(m.method),
                value: m.received,
                valueText: formatPaise(m.received),
              }))}
            />
            <DataTable
              caption={t('methods.title')}
              rows={[...report.methods, { method: 'ALL' as const, ...report.totals }]}
              rowKey={(m) => m.method}
              columns={[
                {
                  key: 'method',
                  header: t('columns.method'),
                  cell: (m) => (m.method === 'ALL' ? <strong>{t('methods.both')}</strong> : method(m.method)),
                },
                {
                  key: 'orders',
                  header: t('columns.orders'),
                  align: 'end',
                  wide: true,
                  cell: (m) => m.orders,
                },
                {
                  key: 'total',
                  header: t('columns.orderValue'),
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.total),
                },
                {
                  key: 'received',
                  header: t('columns.received'),
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.received),
                },
                {
                  key: 'received-upi',
                  header: t('columns.receivedUpi'),
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.receivedUpi),
                },
                {
                  key: 'refunded',
                  header: t('columns.refunded'),
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.refunded),
                },
                {
                  key: 'due',
                  header: t('columns.toCollect'),
                  align: 'end',
                  wide: true,
                  cell: (m) => formatPaise(m.due),
                },
                {
                  key: 'phone',
                  header: t('columns.phoneMoney'),
                  align: 'end',
                  narrow: true,
                  cell: (m) => (
                    <span className={styles.stack}>
                      {formatPaise(m.received)}
                      <small>{t('methods.upi', { amount: formatPaise(m.receivedUpi) })}</small>
                      <small>{t('methods.refunded', { amount: formatPaise(m.refunded) })}</small>
                      <small>{t('methods.toCollect', { amount: formatPaise(m.due) })}</small>
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
