'use client';

import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { ManualOrderForm } from './phone-order-form';

const back = { href: '/admin/orders', label: 'Orders' };

/** `/admin/orders/new[?customerId=]`: from a customer's page the customer is already chosen. */
export function ManualOrderPage({ customerId }: { customerId?: number | undefined }) {
  const preset = useAdminRecord(
    customerRoutes.getCustomer,
    customerId ? { params: { id: customerId } } : undefined,
  );
  return (
    <AdminPage title="New phone order" back={back}>
      {customerId && !preset.data ? (
        <RecordState query={preset} what="customer" />
      ) : (
        <ManualOrderForm initialCustomer={preset.data} />
      )}
    </AdminPage>
  );
}
