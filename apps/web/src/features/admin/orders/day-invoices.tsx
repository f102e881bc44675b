'use client';

import { invoiceRoutes } from '@farm/contract/plain/routes/invoice';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { messageOf } from '@/lib/api/problem';
import { staffFile } from '@/lib/api/staff-client';
import { downloadBlob } from '@/lib/download';
import styles from './orders.module.css';

const todayInIndia = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());

/** A day's invoices and credit notes in one PDF, to print for the file (issue 17.2). */
export function DayInvoices() {
  const [day, setDay] = useState(todayInIndia);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await staffFile(invoiceRoutes.getDayInvoicesPdf, { query: { date: day } });
      downloadBlob(file.fileName ?? `invoices-${day}.pdf`, file.blob);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.dayInvoices}
      onSubmit={(event) => {
        event.preventDefault();
        void download();
      }}
    >
      <label className={kit.filter}>
        <span>Invoices of</span>
        <input
          type="date"
          className={kit.filterInput}
          value={day}
          max={todayInIndia()}
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
        <FileDown aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download PDF'}
      </button>
    </form>
  );
}
