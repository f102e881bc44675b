'use client';

import { reportRoutes } from '@farm/contract/plain/routes/report';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDateTime, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Link } from '@/lib/i18n/navigation';
import { BarChart } from './bar-chart';
import { Figures, ReportAnswer, ReportSection } from './report-parts';

/** Cash still to collect now, whenever its orders were placed. */
export function CashToCollect() {
  const t = useTranslations('adminReports');
  const status = useTranslations('adminCommon.orderStatus');
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['admin', 'reports', 'cash-to-collect'],
    queryFn: () => staffData(reportRoutes.getCashToCollect),
  });
  return (
    <ReportSection
      id="cash-to-collect"
      title={t('cash.title')}
      actions={
        <DownloadCsvButton
          fetchFile={() => staffFile(reportRoutes.exportCashToCollect)}
          fallbackName="cash-to-collect.csv"
          what={t('cash.csv')}
        />
      }
    >
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <Figures
              label={t('cash.figures')}
              items={[
                { id: 'cash-orders', label: t('columns.orders'), value: String(report.orders) },
                { id: 'cash-amount', label: t('columns.toCollect'), value: formatPaise(report.amount) },
              ]}
            />
            <BarChart
              caption={t('cash.chart')}
              bars={report.statuses.map((s) => ({
                key: s.status,
                label: t('cash.bar', { status: status(s.status), orders: t('orders', { count: s.orders }) }),
                value: s.amount,
                valueText: formatPaise(s.amount),
              }))}
            />
            <DataTable
              caption={t('cash.table')}
              rows={report.statuses}
              rowKey={(s) => s.status}
              columns={[
                { key: 'status', header: t('columns.status'), cell: (s) => status(s.status) },
                { key: 'orders', header: t('columns.orders'), align: 'end', cell: (s) => s.orders },
                {
                  key: 'amount',
                  header: t('columns.toCollect'),
                  align: 'end',
                  cell: (s) => formatPaise(s.amount),
                },
              ]}
            />
            <p>
              {t('cash.note', { when: formatDateTime(report.asOf, language) })}{' '}
              <Link href="/admin/payments?status=COD_DUE">{t('cash.link')}</Link>
            </p>
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
