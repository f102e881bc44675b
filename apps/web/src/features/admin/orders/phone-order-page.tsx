'use client';

import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { ManualOrderForm } from './phone-order-form';

/** `/admin/orders/new[?customerId=]`: from a customer's page the customer is already chosen. */
export function ManualOrderPage({ customerId }: { customerId?: number | undefined }) {
  const t = useTranslations('adminOrders.phone');
  const back = { href: '/admin/orders', label: t('back') };
  const preset = useAdminRecord(
    customerRoutes.getCustomer,
    customerId ? { params: { id: customerId } } : undefined,
  );
  return (
    <AdminPage title={t('title')} back={back}>
      {customerId && !preset.data ? (
        <RecordState query={preset} what={t('customerWhat')} />
      ) : (
        <ManualOrderForm initialCustomer={preset.data} />
      )}
    </AdminPage>
  );
}
