'use client';

import { Download } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { DownloadedFile } from '@/lib/api/transport';
import { useFileDownload } from '@/lib/api/use-file-download';

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
  const t = useTranslations('adminCommon.csv');
  const { busy, download } = useFileDownload();
  return (
    <button
      type="button"
      className={buttonClass('secondary', ['compact'], className)}
      onClick={() => void download(fetchFile, fallbackName)}
      disabled={busy}
      aria-busy={busy}
    >
      <Download aria-hidden="true" size={16} /> {busy ? t('preparing') : t('download')}
      {what && <span className="visually-hidden"> {what}</span>}
    </button>
  );
}
