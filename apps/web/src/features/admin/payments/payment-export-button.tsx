'use client';

import { paymentRoutes } from '@farm/contract/plain/routes/payment';
import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { useListParams } from '@/features/admin/list/use-list-params';
import { messageOf } from '@/lib/api/problem';
import { staffFile } from '@/lib/api/staff-client';
import { downloadBlob } from '@/lib/download';
import styles from './payments.module.css';

/** Downloads every row the list's filters match (not only the page) as the API's CSV. */
export function PaymentExportButton() {
  const { values } = useListParams();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { page: _page, ...filter } = values;
      const file = await staffFile(paymentRoutes.exportPayments, { query: filter });
      downloadBlob(file.fileName ?? 'payments.csv', file.blob);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={buttonClass('secondary', ['compact'], styles.export)}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      <Download aria-hidden="true" size={16} /> {busy ? 'Preparing…' : 'Download CSV'}
    </button>
  );
}
