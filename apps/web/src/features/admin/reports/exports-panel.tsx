'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { useTranslations } from 'next-intl';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffFile } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import { ReportSection } from './report-parts';
import styles from './reports.module.css';

/** The Exports tab: every order of the range, and every customer, as CSV for a spreadsheet. */
export function ExportsPanel({ range }: { range: ReportRange }) {
  const t = useTranslations('adminReports.exports');
  const language = useLanguage();
  return (
    <>
      <ReportSection
        id="export-orders"
        title={t('orders')}
        actions={
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportOrders, { query: range })}
            fallbackName="orders.csv"
            what={t('ordersCsv')}
          />
        }
      >
        <p className={styles.note}>
          {t('ordersNote', { from: formatDate(range.from, language), to: formatDate(range.to, language) })}
        </p>
      </ReportSection>
      <ReportSection
        id="export-customers"
        title={t('customers')}
        actions={
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportCustomers)}
            fallbackName="customers.csv"
            what={t('customersCsv')}
          />
        }
      >
        <p className={styles.note}>{t('customersNote')}</p>
      </ReportSection>
    </>
  );
}
