'use client';

import type { ReportRange, SalesFigures } from '@farm/contract';
import type { SalesTable } from '@farm/contract/plain/reports';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { BarChart } from './bar-chart';
import { DayChart } from './day-chart';
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
function figureColumns<T extends SalesFigures>() {
  return [
    { key: 'orders', header: 'Orders', align: 'end' as const, wide: true, cell: (r: T) => r.orders },
    { key: 'units', header: 'Units', align: 'end' as const, cell: (r: T) => r.units },
    { key: 'revenue', header: 'Revenue', align: 'end' as const, cell: (r: T) => formatPaise(r.revenue) },
  ];
}

/**
 * The Sales tab (issue 17.4): the range's orders, units and revenue (lines after offers), then by
 * day, by category and by product, each a chart, its table and its CSV.
 */
export function SalesReport({ range }: { range: ReportRange }) {
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
            label="Sales in these days"
            items={[
              { id: 'sales-orders', label: 'Orders', value: String(report.totals.orders) },
              { id: 'sales-units', label: 'Units sold', value: String(report.totals.units) },
              {
                id: 'sales-revenue',
                label: 'Item sales',
                value: formatPaise(report.totals.revenue),
                // The dashboard's "Order totals" add delivery and take off coupons (issue 32.12).
                note: 'Items at the price sold, without delivery, before coupons',
              },
            ]}
          />
          <ReportSection
            id="sales-by-day"
            title="By day"
            actions={<SalesCsv range={range} table="days" what="of sales by day" />}
          >
            <DayChart
              caption="Revenue by day"
              format={formatPaise}
              days={report.days.map((d) => ({
                date: d.date,
                value: d.revenue,
                detail: `${d.orders} ${d.orders === 1 ? 'order' : 'orders'}`,
              }))}
            />
            <DataTable
              caption="Sales by day"
              rows={report.days}
              rowKey={(d) => d.date}
              columns={[{ key: 'date', header: 'Day', cell: (d) => formatDate(d.date) }, ...figureColumns()]}
            />
          </ReportSection>
          <ReportSection
            id="sales-by-category"
            title="By category"
            actions={<SalesCsv range={range} table="categories" what="of sales by category" />}
          >
            <BarChart
              caption="Revenue by category"
              bars={report.categories.map((c) => ({
                key: c.categoryId,
                label: c.name,
                value: c.revenue,
                valueText: formatPaise(c.revenue),
              }))}
            />
            <DataTable
              caption="Sales by category"
              rows={report.categories}
              rowKey={(c) => c.categoryId}
              empty="Nothing sold in these days."
              columns={[{ key: 'name', header: 'Category', cell: (c) => c.name }, ...figureColumns()]}
            />
          </ReportSection>
          <ReportSection
            id="sales-by-product"
            title="By product"
            actions={<SalesCsv range={range} table="products" what="of sales by product" />}
          >
            <BarChart
              caption="Revenue by product (the first ten)"
              bars={report.products.slice(0, 10).map((p) => ({
                key: p.productId,
                label: p.name,
                value: p.revenue,
                valueText: formatPaise(p.revenue),
              }))}
            />
            <DataTable
              caption="Sales by product"
              rows={report.products}
              rowKey={(p) => p.productId}
              empty="Nothing sold in these days."
              columns={[
                { key: 'name', header: 'Product', cell: (p) => p.name },
                { key: 'category', header: 'Category', wide: true, cell: (p) => p.categoryName },
                ...figureColumns(),
              ]}
            />
          </ReportSection>
        </>
      )}
    </ReportAnswer>
  );
}
