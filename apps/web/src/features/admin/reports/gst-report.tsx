'use client';

import type { GstRateRow } from '@farm/contract';
import { LOCALES } from '@farm/contract/plain/languages';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { DataTable } from '@/components/ui/data-table';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffData, staffFile } from '@/lib/api/staff-client';
import { formatDate, formatPaise } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { Figures, ReportAnswer, ReportSection } from './report-parts';
import styles from './reports.module.css';

// A no-break space: "5 %" never breaks between the figure and its sign.
const percentIn = (locale: string) => (rate: number) => `${rate.toLocaleString(locale)}\u00a0%`;

type Props = { month: string; onMonth: (month: string) => void };

/**
 * The GST tab: a month's tax per HSN code and rate as GSTR-1 asks for it (invoices less credit
 * notes, as the API summed them), and the month's invoices and credit notes. Tables, not charts:
 * an accountant copies figures.
 */
export function GstReport({ month, onMonth }: Props) {
  const t = useTranslations('adminReports');
  const language = useLanguage();
  const percent = percentIn(LOCALES[language]);
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
        <span>{t('gst.month')}</span>
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
              label={t('gst.figures', { month })}
              items={[
                {
                  id: 'gst-taxable',
                  label: t('gst.taxable'),
                  value: formatPaise(report.totals.taxableValue),
                },
                { id: 'gst-cgst', label: 'CGST', value: formatPaise(report.totals.cgst) },
                { id: 'gst-sgst', label: 'SGST', value: formatPaise(report.totals.sgst) },
                { id: 'gst-igst', label: 'IGST', value: formatPaise(report.totals.igst) },
                { id: 'gst-invoices', label: t('gst.invoices'), value: String(report.totals.invoices) },
                {
                  id: 'gst-credit-notes',
                  label: t('gst.creditNotes'),
                  value: String(report.totals.creditNotes),
                },
              ]}
            />
            <ReportSection
              id="gst-by-rate"
              title={t('gst.byRate')}
              actions={csv('rates', t('gst.byRateCsv'))}
            >
              <p className={styles.note}>
                {t('gst.byRateNote', {
                  from: formatDate(report.from, language),
                  to: formatDate(report.to, language),
                })}
              </p>
              <DataTable<GstRateRow>
                caption={t('gst.byRateTable')}
                rows={report.rates}
                rowKey={(r) => `${r.hsnCode ?? 'none'}-${r.ratePercent}`}
                empty={t('gst.noInvoices')}
                columns={[
                  { key: 'hsn', header: 'HSN', wide: true, cell: (r) => r.hsnCode ?? t('gst.none') },
                  {
                    key: 'rate',
                    header: t('gst.rate'),
                    align: 'end',
                    wide: true,
                    cell: (r) => percent(r.ratePercent),
                  },
                  {
                    key: 'phone',
                    header: t('gst.hsnAndRate'),
                    narrow: true,
                    cell: (r) =>
                      t('gst.hsnAt', { hsn: r.hsnCode ?? t('gst.none'), rate: percent(r.ratePercent) }),
                  },
                  {
                    key: 'taxable',
                    header: t('gst.taxable'),
                    align: 'end',
                    cell: (r) => formatPaise(r.taxableValue),
                  },
                  { key: 'cgst', header: 'CGST', align: 'end', wide: true, cell: (r) => formatPaise(r.cgst) },
                  { key: 'sgst', header: 'SGST', align: 'end', wide: true, cell: (r) => formatPaise(r.sgst) },
                  { key: 'igst', header: 'IGST', align: 'end', wide: true, cell: (r) => formatPaise(r.igst) },
                  { key: 'tax', header: t('gst.tax'), align: 'end', cell: (r) => formatPaise(r.tax) },
                ]}
              />
            </ReportSection>
            <ReportSection
              id="gst-papers"
              title={t('gst.papers')}
              actions={csv('documents', t('gst.papersCsv'))}
            >
              <DataTable
                caption={t('gst.papers')}
                rows={report.documents}
                rowKey={(d) => d.id}
                empty={t('gst.noInvoices')}
                columns={[
                  {
                    key: 'number',
                    header: t('gst.number'),
                    cell: (d) => (
                      <span className={styles.stack}>
                        {d.number}
                        <small>
                          {d.credits ? t('gst.of', { title: d.title, credits: d.credits }) : d.title}
                        </small>
                      </span>
                    ),
                  },
                  {
                    key: 'date',
                    header: t('columns.date'),
                    wide: true,
                    cell: (d) => formatDate(d.invoiceDate, language),
                  },
                  { key: 'buyer', header: t('gst.buyer'), wide: true, cell: (d) => d.buyerName },
                  { key: 'place', header: t('gst.place'), wide: true, cell: (d) => d.placeOfSupply },
                  {
                    key: 'taxable',
                    header: t('gst.taxable'),
                    align: 'end',
                    wide: true,
                    cell: (d) => formatPaise(d.taxableValue),
                  },
                  {
                    key: 'tax',
                    header: t('gst.tax'),
                    align: 'end',
                    wide: true,
                    cell: (d) => formatPaise(d.tax),
                  },
                  {
                    key: 'total',
                    header: t('columns.total'),
                    align: 'end',
                    cell: (d) => formatPaise(d.invoiceTotal),
                  },
                ]}
              />
            </ReportSection>
          </>
        )}
      </ReportAnswer>
    </>
  );
}
