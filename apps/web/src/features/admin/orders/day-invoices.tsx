'use client';

import { invoiceRoutes } from '@farm/contract/plain/routes/invoice';
import { FileDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { staffFile } from '@/lib/api/staff-client';
import { useFileDownload } from '@/lib/api/use-file-download';
import { indiaToday } from '@/lib/format';
import styles from './orders.module.css';

/** A day's invoices and credit notes in one PDF, to print for the file (issue 17.2). */
export function DayInvoices() {
  const t = useTranslations('adminOrders.dayInvoices');
  const [day, setDay] = useState(indiaToday);
  const { busy, download } = useFileDownload();
  return (
    <form
      className={styles.dayInvoices}
      onSubmit={(event) => {
        event.preventDefault();
        void download(
          () => staffFile(invoiceRoutes.getDayInvoicesPdf, { query: { date: day } }),
          `invoices-${day}.pdf`,
        );
      }}
    >
      <label className={kit.filter}>
        <span>{t('label')}</span>
        <input
          type="date"
          className={kit.filterInput}
          value={day}
          max={indiaToday()}
          required
          onChange={(event) => setDay(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className={buttonClass('secondary', ['compact'])}
        disabled={busy || !day}
        aria-busy={busy}
      >
        <FileDown aria-hidden="true" size={16} /> {busy ? t('preparing') : t('download')}
      </button>
    </form>
  );
}
