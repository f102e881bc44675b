'use client';

import type { InvoiceLink } from '@farm/contract';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { messageOf } from '@/lib/api/problem';
import type { DownloadedFile } from '@/lib/api/transport';
import { downloadBlob } from '@/lib/download';
import styles from './invoice-links.module.css';

type Props = {
  invoices: readonly InvoiceLink[];
  /** How this side of the shop fetches a paper's PDF (the customer's session, or the staff's). */
  fetchPdf(id: number): Promise<DownloadedFile>;
};

/** An order's GST papers (issue 17), each a button that downloads its PDF. */
export function InvoiceLinks({ invoices, fetchPdf }: Props) {
  if (invoices.length === 0) return null;
  return (
    <ul className={styles.links} aria-label="Invoices">
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceButton invoice={invoice} fetchPdf={fetchPdf} />
        </li>
      ))}
    </ul>
  );
}

function InvoiceButton({ invoice, fetchPdf }: { invoice: InvoiceLink; fetchPdf: Props['fetchPdf'] }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchPdf(invoice.id);
      downloadBlob(file.fileName ?? `${invoice.number.replaceAll('/', '-')}.pdf`, file.blob);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.link} onClick={download} disabled={busy} aria-busy={busy}>
      <FileDown aria-hidden="true" size={16} />
      {invoice.title} {invoice.number} (PDF)
    </button>
  );
}
