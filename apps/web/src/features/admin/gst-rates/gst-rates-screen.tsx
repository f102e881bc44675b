'use client';

import { useTranslations } from 'next-intl';
import { AdminCard } from '@/features/admin/shell/admin-page';
import { useStaffMe } from '@/features/admin/users/use-staff-me';
import { GstRateForm } from './gst-rate-form';
import { GstRateList } from './gst-rate-list';

/** `/admin/gst-rates`: the rates invoices take by HSN code and date; admins change them. */
export function GstRatesScreen() {
  const t = useTranslations('adminCatalogue.gstRates');
  const me = useStaffMe();
  const admin = me.data?.role === 'admin';
  return (
    <>
      <p>{t('intro')}</p>
      {admin && (
        <AdminCard title={t('addCard')}>
          <GstRateForm />
        </AdminCard>
      )}
      <GstRateList canEdit={admin} />
    </>
  );
}
