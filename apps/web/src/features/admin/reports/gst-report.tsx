'use client';

import type { GstRateRow } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { LOCALE } from '@/lib/words/locale';
import { Figures, ReportAnswer, ReportSection } from './report-parts';
import styles from './reports.module.css';

// A no-break space: "5 %" never breaks between the figure and its sign.
const percent = (rate: number) => `${rate.toLocaleString(LOCALE)}\u00a0%`;

type Props = { month: string; onMonth: (month: string) => void };

/**
 * The GST tab: a month's tax per HSN code and rate as GSTR-1 asks for it (invoices less credit
 * notes, as the API summed them), and the month's invoices and credit notes. Tables, not charts:
 * an accountant copies figures.
 */
export function GstReport({ month, onMonth }: Props) {
  const query = useQuery({
    queryKey: ['admin', 'reports', 'gst', month],
    queryFn: () => staffData(reportRoutes.getGstReport, { query: { month } }),
    placeholderData: keepPreviousData,
  });
  const csv = (table: 'rates' | 'documents', what: string) => (
    <DownloadCsvButton
      fetchFile={() => staffFile(reportRoutes.exportGstReport, { query: { month, table } })}
      fallbackName={`gst-${table}-${month}.csv`}
      what={what}
    />
  );
  return (
    <>
      <label className={`${kit.filter} ${styles.month}`}>
        <span>Month</span>
        <input
          type="month"
          className={kit.filterInput}
          value={month}
          required
          onChange={(e) => e.target.value && onMonth(e.target.value)}
        />
      </label>
      <ReportAnswer query={query}>
        {(report) => (
          <>
            <Figures
              label={`GST of ${month}`}
              items={[
                { id: 'gst-taxable', label: 'Taxable value', value: formatPaise(report.totals.taxableValue) },
                { id: 'gst-cgst', label: 'CGST', value: formatPaise(report.totals.cgst) },
                { id: 'gst-sgst', label: 'SGST', value: formatPaise(report.totals.sgst) },
                { id: 'gst-igst', label: 'IGST', value: formatPaise(report.totals.igst) },
                { id: 'gst-invoices', label: 'Invoices', value: String(report.totals.invoices) },
                { id: 'gst-credit-notes', label: 'Credit notes', value: String(report.totals.creditNotes) },
              ]}
            />
            <ReportSection
              id="gst-by-rate"
              title="By HSN code and rate"
              actions={csv('rates', 'of GST by HSN code and rate')}
            >
              <p className={styles.note}>
                Invoices of {formatDate(report.from)} to {formatDate(report.to)} less the credit notes of
                those days; a figure below zero is a credit note for an earlier month.
              </p>
              <DataTable<GstRateRow>
                caption="GST by HSN code and rate"
                rows={report.rates}
                rowKey={(r) => `${r.hsnCode ?? 'none'}-${r.ratePercent}`}
                empty="No invoices in this month."
                columns={[
                  { key: 'hsn', header: 'HSN', wide: true, cell: (r) => r.hsnCode ?? 'None' },
                  {
                    key: 'rate',
                    header: 'Rate',
                    align: 'end',
                    wide: true,
                    cell: (r) => percent(r.ratePercent),
                  },
                  {
                    key: 'phone',
                    header: 'HSN and rate',
                    narrow: true,
                    cell: (r) => `${r.hsnCode ?? 'None'} at ${percent(r.ratePercent)}`,
                  },
                  {
                    key: 'taxable',
                    header: 'Taxable value',
                    align: 'end',
                    cell: (r) => formatPaise(r.taxableValue),
                  },
                  { key: 'cgst', header: 'CGST', align: 'end', wide: true, cell: (r) => formatPaise(r.cgst) },
                  { key: 'sgst', header: 'SGST', align: 'end', wide: true, cell: (r) => formatPaise(r.sgst) },
                  { key: 'igst', header: 'IGST', align: 'end', wide: true, cell: (r) => formatPaise(r.igst) },
                  { key: 'tax', header: 'Tax', align: 'end', cell: (r) => formatPaise(r.tax) },
                ]}
              />
            </ReportSection>
            <ReportSection
              id="gst-papers"
              title="Invoices and credit notes"
              actions={csv('documents', 'of the invoices and credit notes')}
            >
              <DataTable
                caption="Invoices and credit notes"
                rows={report.documents}
                rowKey={(d) => d.id}
                empty="No invoices in this month."
                columns={[
                  {
                    key: 'number',
                    header: 'Number',
                    cell: (d) => (
                      <span className={styles.stack}>
                        {d.number}
                        <small>
                          {d.title}
                          {d.credits ? ` of ${d.credits}` : ''}
                        </small>
                      </span>
                    ),
                  },
                  { key: 'date', header: 'Date', wide: true, cell: (d) => formatDate(d.invoiceDate) },
                  { key: 'buyer', header: 'Buyer', wide: true, cell: (d) => d.buyerName },
                  { key: 'place', header: 'Place of supply', wide: true, cell: (d) => d.placeOfSupply },
                  {
                    key: 'taxable',
                    header: 'Taxable value',
                    align: 'end',
                    wide: true,
                    cell: (d) => formatPaise(d.taxableValue),
                  },
                  { key: 'tax', header: 'Tax', align: 'end', wide: true, cell: (d) => formatPaise(d.tax) },
                  { key: 'total', header: 'Total', align: 'end', cell: (d) => formatPaise(d.invoiceTotal) },
                ]}
              />
            </ReportSection>
          </>
        )}
      </ReportAnswer>
    </>
  );
}
