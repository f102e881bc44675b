'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { downloadBlob } from '@/lib/download';
import { messageOf } from './problem';
import type { DownloadedFile } from './transport';

/**
 * Fetching a file the API makes (a CSV, an invoice's PDF) and saving it through the browser: busy
 * while it comes, a refusal as a toast. The file's own name wins over `fallbackName`.
 */
export function useFileDownload() {
  const [busy, setBusy] = useState(false);
  const download = async (fetchFile: () => Promise<DownloadedFile>, fallbackName: string) => {
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
  return { busy, download };
}
