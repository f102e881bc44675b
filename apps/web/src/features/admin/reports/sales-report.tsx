'use client';

import type { ReportRange, SalesFigures } from '@farm/contract';
import { translated } from '@farm/contract/plain/languages';
import type { SalesTable } from '@farm/contract/plain/reports';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { BarChart } from './bar-chart';
import { DayChart } from './day-chart';
import { categoryNameIn } from './report-names';
import { Figures, ReportAnswer, ReportSection } from './report-parts';

function SalesCsv({ range, table, what }: { range: ReportRange; table: SalesTable; what: string }) {
  return (
    <DownloadCsvButton
      fetchFile={() => staffFile(reportRoutes.exportSalesReport, { query: { ...range, table } })}
      fallbackName={`sales-${table}.csv`}
      what={what}
    />
  );
}

/** Orders, units and revenue columns of a sales table; the revenue is the API's figure. */
function figureColumns<T extends SalesFigures>(t: ReturnType<typeof useTranslations<'adminReports'>>) {
  return [
    {
      key: 'orders',
      header: t('columns.orders'),
      align: 'end' as const,
      wide: true,
      cell: (r: T) => r.orders,
    },
    { key: 'units', header: t('columns.units'), align: 'end' as const, cell: (r: T) => r.units },
    {
      key: 'revenue',
      header: t('columns.revenue'),
      align: 'end' as const,
      cell: (r: T) => formatPaise(r.revenue),
    },
  ];
}

/**
 * The Sales tab (issue 17.4): the range's orders, units and revenue (lines after offers), then by
 * day, by category and by product, each a chart, its table and its CSV.
 */
export function SalesReport({ range }: { range: ReportRange }) {
  const t = useTranslations('adminReports');
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['admin', 'reports', 'sales', range],
    queryFn: () => staffData(reportRoutes.getSalesReport, { query: range }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportAnswer query={query}>
      {(report) => (
        <>
          <Figures
            label={t('sales.figures')}
            items={[
              { id: 'sales-orders', label: t('columns.orders'), value: String(report.totals.orders) },
              { id: 'sales-units', label: t('sales.unitsSold'), value: String(report.totals.units) },
              {
                id: 'sales-revenue',
                label: t('sales.itemSales'),
                value: formatPaise(report.totals.revenue),
                // The dashboard's "Order totals" add delivery and take off coupons (issue 32.12).
                note: t('sales.itemSalesNote'),
              },
            ]}
          />
          <ReportSection
            id="sales-by-day"
            title={t('sales.byDay')}
            actions={<SalesCsv range={range} table="days" what={t('sales.byDayCsv')} />}
          >
            <DayChart
              caption={t('sales.byDayChart')}
              format={formatPaise}
              days={report.days.map((d) => ({
                date: d.date,
                value: d.revenue,
                detail: t('orders', { count: d.orders }),
              }))}
            />
            <DataTable
              caption={t('sales.byDayTable')}
              rows={report.days}
              rowKey={(d) => d.date}
              columns={[
                { key: 'date', header: t('columns.day'), cell: (d) => formatDate(d.date, language) },
                ...figureColumns(t),
              ]}
            />
          </ReportSection>
          <ReportSection
            id="sales-by-category"
            title={t('sales.byCategory')}
            actions={<SalesCsv range={range} table="categories" what={t('sales.byCategoryCsv')} />}
          >
            <BarChart
              caption={t('sales.byCategoryChart')}
              bars={report.categories.map((c) => ({
                key: c.categoryId,
                label: translated(c, 'name', language),
                value: c.revenue,
                valueText: formatPaise(c.revenue),
              }))}
            />
            <DataTable
              caption={t('sales.byCategoryTable')}
              rows={report.categories}
              rowKey={(c) => c.categoryId}
              empty={t('nothingSold')}
              columns={[
                { key: 'name', header: t('columns.category'), cell: (c) => translated(c, 'name', language) },
                ...figureColumns(t),
              ]}
            />
          </ReportSection>
          <ReportSection
            id="sales-by-product"
            title={t('sales.byProduct')}
            actions={<SalesCsv range={range} table="products" what={t('sales.byProductCsv')} />}
          >
            <BarChart
              caption={t('sales.byProductChart')}
              bars={report.products.slice(0, 10).map((p) => ({
                key: p.productId,
                label: translated(p, 'name', language),
                value: p.revenue,
                valueText: formatPaise(p.revenue),
              }))}
            />
            <DataTable
              caption={t('sales.byProductTable')}
              rows={report.products}
              rowKey={(p) => p.productId}
              empty={t('nothingSold')}
              columns={[
                { key: 'name', header: t('columns.product'), cell: (p) => translated(p, 'name', language) },
                {
                  key: 'category',
                  header: t('columns.category'),
                  wide: true,
                  cell: (p) => categoryNameIn(p, language),
                },
                ...figureColumns(t),
              ]}
            />
          </ReportSection>
        </>
      )}
    </ReportAnswer>
  );
}
