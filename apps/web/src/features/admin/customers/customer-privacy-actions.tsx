'use client';

import type { Customer } from '@farm/contract';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Eraser } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formStyles } from '@/components/ui/form-fields';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { downloadDataExport } from '@/features/profile/download-file';
import { messageOf } from '@/lib/api/problem';
import { staffCall, staffData } from '@/lib/api/staff-client';
import { formatDate } from '@/lib/format';

/** The account's state as staff read it: erased, closed by the customer (since when), inactive, active. */
export function CustomerStatus({ customer }: { customer: Customer }) {
  if (customer.erasedAt) return <StatusBadge tone="muted">Erased</StatusBadge>;
  if (customer.closedAt)
    return <StatusBadge tone="muted">Closed on {formatDate(customer.closedAt)}</StatusBadge>;
  return (
    <StatusBadge tone={customer.active ? 'good' : 'muted'}>
      {customer.active ? 'Active' : 'Inactive'}
    </StatusBadge>
  );
}

/**
 * A customer's request about their data (DPDP Act 2023), for admins: download what the shop keeps
 * about them, or erase it at once, after a dialog that says what goes and what stays.
 */
export function CustomerPrivacyActions({ customer }: { customer: Customer }) {
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
      const { message } = await staffCall(customerRoutes.eraseCustomer, { params: { id: customer.id } });
      toast.success(message ?? 'Personal data erased');
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
        <Download aria-hidden="true" size={16} /> Export data
      </button>
      {!customer.erasedAt && (
        <button
          type="button"
          className={`${formStyles.button} ${formStyles.danger} ${formStyles.small}`}
          onClick={() => setOpen(true)}
        >
          <Eraser aria-hidden="true" size={16} /> Erase personal data
        </button>
      )}
      <ConfirmDialog
        open={open}
        title={`Erase the personal data of "${customer.name}"?`}
        confirmLabel="Erase personal data"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setOpen(false)}
      >
        <p>
          For a customer&rsquo;s request under the DPDP Act. <strong>Erased now, for good:</strong> name,
          mobile number, e-mail, password, addresses, cart, wishlist and &ldquo;notify me&rdquo; requests;
          they are signed out everywhere and the number is free for a new account.
        </p>
        <p>
          <strong>Kept:</strong> the orders and their lines for the tax records, with only the state and PIN
          code of the delivery address; reviews, shown as &ldquo;Erased customer&rdquo;. Orders still on their
          way must be delivered or cancelled first. Export the data first if the customer asked for a copy.
        </p>
      </ConfirmDialog>
    </>
  );
}
