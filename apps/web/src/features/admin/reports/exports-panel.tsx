'use client';

import type { ReportRange } from '@farm/contract';
import { reportRoutes } from '@farm/contract/plain/routes/report';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { staffFile } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';
import { ReportSection } from './report-parts';
import styles from './reports.module.css';

/** The Exports tab: every order of the range, and every customer, as CSV for a spreadsheet. */
export function ExportsPanel({ range }: { range: ReportRange }) {
  return (
    <>
      <ReportSection
        id="export-orders"
        title="Orders"
        actions={
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportOrders, { query: range })}
            fallbackName="orders.csv"
            what="of the orders"
          />
        }
      >
        <p className={styles.note}>
          Every order placed from {formatDate(range.from)} to {formatDate(range.to)}, one row each: number,
          date, customer, mobile, status, payment method and status, items, subtotal, discounts, delivery and
          total.
        </p>
      </ReportSection>
      <ReportSection
        id="export-customers"
        title="Customers"
        actions={
          <DownloadCsvButton
            fetchFile={() => staffFile(reportRoutes.exportCustomers)}
            fallbackName="customers.csv"
            what="of the customers"
          />
        }
      >
        <p className={styles.note}>
          Every customer, whenever they joined: name, mobile, e-mail, the day they joined, their orders and
          what those came to (cancelled, returned and unpaid orders left out).
        </p>
      </ReportSection>
    </>
  );
}
