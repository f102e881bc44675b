'use client';

import { AdminCard } from '@/features/admin/shell/admin-page';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { GstRateForm } from './gst-rate-form';
import { GstRateList } from './gst-rate-list';

/** `/admin/gst-rates`: the rates invoices take by HSN code and date; admins change them. */
export function GstRatesScreen() {
  const me = useStaffMe();
  const admin = me.data?.role === 'admin';
  return (
    <>
      <p>
        A product's GST rate comes from its HSN code and the invoice's date. When a rate changes, add the new
        rate from the day it applies; invoices already issued keep theirs.
      </p>
      {admin && (
        <AdminCard title="Add a rate">
          <GstRateForm />
        </AdminCard>
      )}
      <GstRateList canEdit={admin} />
    </>
  );
}
