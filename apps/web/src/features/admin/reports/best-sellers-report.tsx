'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatPaise } from '@/lib/format';
import { BarChart } from './bar-chart';
import { ReportAnswer, ReportSection } from './report-parts';

const LIMITS = [5, 10, 20, 50];
const units = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

type Props = {
  range: ReportRange;
  limit: number;
  onLimit: (limit: number) => void;
};

/** The Best sellers tab: the products that sold the most units in the range, the first 5 to 50. */
export function BestSellersReport({ range, limit, onLimit }: Props) {
  const query = { ...range, limit };
  const answer = useQuery({
    queryKey: ['admin', 'reports', 'best-sellers', query],
    queryFn: () => staffData(reportRoutes.getBestSellers, { query }),
    placeholderData: keepPreviousData,
  });
  return (
    <ReportSection
      id="best-sellers"
      title="Best sellers by units"
      actions={
        <>
          <label className={kit.filter}>
            <span>Show</span>
            <select
              className={kit.filterInput}
              value={limit}
              onChange={(e) => onLimit(Number(e.target.value))}
            >
              {LIMITS.map((n) => (
                <option key={n} value={n}>
                  The first {n}
                </option>
              ))}
            </select>
          </label>
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportBestSellers, { query })}
            fallbackName="best-sellers.csv"
            what="of the best sellers"
          />
        </>
      }
    >
      <ReportAnswer query={answer}>
        {(report) => (
          <>
            <BarChart
              caption="Units sold"
              bars={report.items.map((b) => ({
                key: b.productId,
                label: `${b.rank}. ${b.name}`,
                value: b.units,
                valueText: units(b.units),
              }))}
            />
            <DataTable
              caption="Best sellers"
              rows={report.items}
              rowKey={(b) => b.productId}
              empty="Nothing sold in these days."
              columns={[
                { key: 'rank', header: '#', align: 'end', cell: (b) => b.rank },
                { key: 'name', header: 'Product', cell: (b) => b.name },
                { key: 'category', header: 'Category', wide: true, cell: (b) => b.categoryName },
                { key: 'units', header: 'Units', align: 'end', cell: (b) => b.units },
                { key: 'orders', header: 'Orders', align: 'end', wide: true, cell: (b) => b.orders },
                { key: 'revenue', header: 'Revenue', align: 'end', cell: (b) => formatPaise(b.revenue) },
              ]}
            />
          </>
        )}
      </ReportAnswer>
    </ReportSection>
  );
}
