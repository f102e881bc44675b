'use client';

import type { GstRate } from '@farm/contract';
import { LOCALES } from '@farm/contract/plain/languages';
import { gstRateRoutes } from '@farm/contract/plain/routes/gst-rate';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { type Column, DataTable } from '@/components/ui/data-table';
import { toast } from '@/components/ui/toast';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';
import styles from './gst-rates.module.css';

/** Every rate, by code and newest first; admins may delete a row (after a question). */
export function GstRateList({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations('adminCatalogue.gstRates.list');
  const language = useLanguage();
  const percent = (rate: number) =>
    `${rate.toLocaleString(LOCALES[language], { maximumFractionDigits: 2 })}\u00a0%`;
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
      await staffCall(gstRateRoutes.deleteGstRate, { params: { id: rate.id } });
      toast.success(t('deleted'));
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
      setDeleting(undefined);
    }
  };

  const columns: Column<GstRate>[] = [
    { key: 'hsn', header: t('hsnCode'), cell: (r) => <strong>{r.hsnCode}</strong> },
    { key: 'goods', header: t('goods'), wide: true, cell: (r) => r.description || '—' },
    { key: 'rate', header: t('rate'), align: 'end', cell: (r) => percent(r.ratePercent) },
    {
      key: 'from',
      header: t('from'),
      cell: (r) => formatDate(`${r.effectiveFrom}T00:00:00+05:30`, language),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: <span className="visually-hidden">{t('actions')}</span>,
            align: 'end' as const,
            cell: (r: GstRate) => (
              <button type="button" className={styles.delete} onClick={() => setDeleting(r)}>
                {t('delete')}
                <span className="visually-hidden">
                  {' '}
                  {t('deleteWhich', { code: r.hsnCode, from: r.effectiveFrom })}
                </span>
              </button>
            ),
          },
        ]
      : []),
  ];

  if (rates.isError) return <p role="alert">{messageOf(rates.error)}</p>;
  if (!rates.data) return <p role="status">{t('loading')}</p>;
  return (
    <>
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={rates.data}
        rowKey={(r) => r.id}
        empty={t('empty')}
      />
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('confirmTitle', { code: deleting?.hsnCode ?? '' })}
        confirmLabel={t('delete')}
        busy={busy}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      >
        {t('confirmText', { from: deleting?.effectiveFrom ?? '' })}
      </ConfirmDialog>
    </>
  );
}
