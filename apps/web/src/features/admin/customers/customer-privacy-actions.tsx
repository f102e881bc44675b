'use client';

import type { Customer } from '@farm/contract';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Eraser } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { toast } from '@/components/ui/toast';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { downloadDataExport } from '@/features/profile/download-file';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n/language-context';

/** The account's state as staff read it: erased, closed by the customer (since when), inactive, active. */
export function CustomerStatus({ customer }: { customer: Customer }) {
  const t = useTranslations('adminPeople.customers.status');
  const language = useLanguage();
  if (customer.erasedAt) return <StatusBadge tone="muted">{t('erased')}</StatusBadge>;
  if (customer.closedAt)
    return (
      <StatusBadge tone="muted">
        {t('closedOn', { date: formatDate(customer.closedAt, language) })}
      </StatusBadge>
    );
  return (
    <StatusBadge tone={customer.active ? 'good' : 'muted'}>
      {customer.active ? t('active') : t('inactive')}
    </StatusBadge>
  );
}

/**
 * A customer's request about their data (DPDP Act 2023), for admins: download what the shop keeps
 * about them, or erase it at once, after a dialog that says what goes and what stays.
 */
export function CustomerPrivacyActions({ customer }: { customer: Customer }) {
  const t = useTranslations('adminPeople.customers.privacy');
  const tc = useTranslations('adminCommon');
  const me = useStaffMe();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (me.data?.role !== 'admin') return null;

  const download = async () => {
    try {
      const data = await staffData(customerRoutes.exportCustomerData, { params: { id: customer.id } });
      downloadDataExport(data, `customer-${customer.id}-data`);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  const erase = async () => {
    setBusy(true);
    try {
      await staffCall(customerRoutes.eraseCustomer, { params: { id: customer.id } });
      toast.success(t('erased'));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${formStyles.button} ${formStyles.secondary} ${formStyles.small}`}
        onClick={download}
      >
        <Download aria-hidden="true" size={16} /> {t('export')}
      </button>
      {!customer.erasedAt && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.danger} ${formStyles.small}`}
          onClick={() => setOpen(true)}
        >
          <Eraser aria-hidden="true" size={16} /> {t('erase')}
        </button>
      )}
      <ConfirmDialog
        open={open}
        title={t('question', { name: customer.name })}
        confirmLabel={t('erase')}
        cancelLabel={tc('cancel')}
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setOpen(false)}
      >
        <p>{t.rich('gone', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
        <p>{t.rich('kept', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </ConfirmDialog>
    </>
  );
}
