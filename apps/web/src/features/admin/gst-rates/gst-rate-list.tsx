'use client';

import type { GstRate } from '@farm/contract';
import { gstRateRoutes } from '@farm/contract/plain/routes/gst-rate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';
import { LOCALE } from '@/lib/words/locale';
import styles from './gst-rates.module.css';

const percent = (rate: number) => `${rate.toLocaleString(LOCALE, { maximumFractionDigits: 2 })}\u00a0%`;

/** Every rate, by code and newest first; admins may delete a row (after a question). */
export function GstRateList({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const rates = useQuery({
    queryKey: ['admin', 'gst-rates'],
    queryFn: () => staffData(gstRateRoutes.listGstRates),
  });
  const [deleting, setDeleting] = useState<GstRate>();
  const [busy, setBusy] = useState(false);

  const remove = async (rate: GstRate) => {
    setBusy(true);
    try {
      const { message } = await staffCall(gstRateRoutes.deleteGstRate, { params: { id: rate.id } });
      toast.success(message ?? 'GST rate deleted');
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  const columns: Column<GstRate>[] = [
    { key: 'hsn', header: 'HSN code', cell: (r) => <strong>{r.hsnCode}</strong> },
    { key: 'goods', header: 'Goods', wide: true, cell: (r) => r.description || '—' },
    { key: 'rate', header: 'Rate', align: 'end', cell: (r) => percent(r.ratePercent) },
    { key: 'from', header: 'From', cell: (r) => formatDate(`${r.effectiveFrom}T00:00:00+05:30`) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="visually-hidden">Actions</span>,
            align: 'end' as const,
            cell: (r: GstRate) => (
              <button type="button" className={styles.delete} onClick={() => setDeleting(r)}>
                Delete
                <span className="visually-hidden">
                  {' '}
                  the rate of {r.hsnCode} from {r.effectiveFrom}
                </span>
              </button>
            ),
          },
        ]
      : []),
  ];

  if (rates.isError) return <p role="alert">{messageOf(rates.error)}</p>;
  if (!rates.data) return <p role="status">Loading…</p>;
  return (
    <>
      <DataTable
        caption="GST rates"
        columns={columns}
        rows={rates.data}
        rowKey={(r) => r.id}
        empty="No GST rates yet."
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={`Delete the rate of ${deleting?.hsnCode ?? ''}?`}
        confirmLabel="Delete"
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        Invoices already issued keep their rate. New invoices dated from {deleting?.effectiveFrom} take the
        code's rate before it, or none.
      </ConfirmDialog>
    </>
  );
}
