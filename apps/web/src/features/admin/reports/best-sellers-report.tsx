'use client';

import type { ReportRange } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { BarChart } from './bar-chart';
import { categoryNameIn } from './report-names';
import { ReportAnswer, ReportSection } from './report-parts';

const LIMITS = [5, 10, 20, 50];

type Props = {
  range: ReportRange;
  limit: number;
  onLimit: (limit: number) => void;
};

/** The Best sellers tab: the products that sold the most units in the range, the first 5 to 50. */
export function BestSellersReport({ range, limit, onLimit }: Props) {
  const t = useTranslations('adminReports');
  const language = useLanguage();
  const query = { ...range, limit };
  const answer = useQuery({
    queryKey: ['admin', 'reports', 'best-sellers', query],
    queryFn: () => staffData(reportRoutes.getBestSellers, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="best-sellers"
      title={t('bestSellers.title')}
      actions={
        <>
          <label className={kit.filter}>
            <span>{t('bestSellers.show')}</span>
            <select
              className={kit.filterInput}
              value={limit}
              onChange={(e) => onLimit(Number(e.target.value))}
            >
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  {t('bestSellers.first', { count: n })}
                </option>
              ))}
            </select>
          </label>
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportBestSellers, { query })}
            fallbackName="best-sellers.csv"
            what={t('bestSellers.csv')}
          />
        </>
      }
    >
      <ReportAnswer query={answer}>
        {(report) => (
          <>
            <BarChart
              caption={t('bestSellers.chart')}
              bars={report.items.map((b) => ({
                key: b.productId,
                label: `${b.rank}. ${translated(b, 'name', language)}`,
                value: b.units,
                valueText: t('units', { count: b.units }),
              }))}
            />
            <DataTable
              caption={t('bestSellers.table')}
              rows={report.items}
              rowKey={(b) => b.productId}
              empty={t('nothingSold')}
              columns={[
                { key: 'rank', header: '#', align: 'end', cell: (b) => b.rank },
                { key: 'name', header: t('columns.product'), cell: (b) => translated(b, 'name', language) },
                {
                  key: 'category',
                  header: t('columns.category'),
                  wide: true,
                  cell: (b) => categoryNameIn(b, language),
                },
                { key: 'units', header: t('columns.units'), align: 'end', cell: (b) => b.units },
                {
                  key: 'orders',
                  header: t('columns.orders'),
                  align: 'end',
                  wide: true,
                  cell: (b) => b.orders,
                },
                {
                  key: 'revenue',
                  header: t('columns.revenue'),
                  align: 'end',
                  cell: (b) => formatPaise(b.revenue),
                },
              ]}
            />
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
