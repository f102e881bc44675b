'use client';

import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { DownloadCsvButton } from '@/features/admin/list/download-csv-button';
import { useListParams } from '@/features/admin/list/use-list-params';
import { staffFile } from '@/lib/api/staff-client';
import styles from './payments.module.css';

/** Downloads every row the list's filters match (not only the page) as the API's CSV. */
export function PaymentExportButton() {
  const { values } = useListParams();
  const { page: _page, ...filter } = values;
  return (
    <DownloadCsvButton
      fetchFile={() => staffFile(paymentRoutes.exportPayments, { query: filter })}
      fallbackName="payments.csv"
      className={styles.export}
    />
  );
}
