'use client';

import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { messageOf } from '@/lib/api/problem';
import type { DownloadedFile } from '@/lib/api/transport';
import { downloadBlob } from '@/lib/download';

type Props = {
  /** The API's CSV, fetched with the staff session (`staffFile`). */
  fetchFile: () => Promise<DownloadedFile>;
  /** The name to save under when the API gives none. */
  fallbackName: string;
  /** Read after "Download CSV" by screen readers, where a screen has several: "of sales by day". */
  what?: string;
  className?: string;
};

/** "Download CSV": the file the API makes, saved by the browser; a refusal shows as a toast. */
export function DownloadCsvButton({ fetchFile, fallbackName, what, className }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await fetchFile();
      downloadBlob(file.fileName ?? fallbackName, file.blob);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', ['compact'], className)}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      <Download aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download CSV'}
      {what && <span className="visually-hidden"> {what}</span>}
    </button>
  );
}
