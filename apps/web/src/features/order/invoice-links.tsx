'use client';

import type { InvoiceLink } from '@farm/contract';
import { FileDown } from 'lucide-react';
import type { DownloadedFile } from '@/lib/api/transport';
import { useFileDownload } from '@/lib/api/use-file-download';
import { fillIn } from '@/lib/i18n/client-words';
import styles from './invoice-links.module.css';

type Props = {
  invoices: readonly InvoiceLink[];
  /** How this side of the shop fetches a paper's PDF (the customer's session, or the staff's). */
  fetchPdf(id: number): Promise<DownloadedFile>;
  /** The words of `order.invoices` (customer) or the staff's own, in the page's language. */
  words: { label: string; link: string };
};

/** An order's GST papers (issue 17), each a button that downloads its PDF. */
export function InvoiceLinks({ invoices, fetchPdf, words }: Props) {
  if (invoices.length === 0) return null;
  return (
    <ul className={styles.links} aria-label={words.label}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <InvoiceButton invoice={invoice} fetchPdf={fetchPdf} link={words.link} />
        </li>
      ))}
    </ul>
  );
}

function InvoiceButton({
  invoice,
  fetchPdf,
  link,
}: {
  invoice: InvoiceLink;
  fetchPdf: Props['fetchPdf'];
  link: string;
}) {
  const { busy, download } = useFileDownload();
  const save = () => download(() => fetchPdf(invoice.id), `${invoice.number.replaceAll('/', '-')}.pdf`);
  return (
    <button
      type="button"
      className={styles.link}
      onClick={() => void save()}
      disabled={busy}
      aria-busy={busy}
    >
      <FileDown aria-hidden="true" size={16} />
      {fillIn(link, { title: invoice.title, number: invoice.number })}
    </button>
  );
}
