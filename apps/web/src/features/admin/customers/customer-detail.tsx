'use client';

import { customerRoutes } from '@farm/contract/plain/routes/customer';
import Link from 'next/link';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { CustomerProfileForm } from './customer-profile-form';
import { CustomerAddresses, CustomerCart, CustomerOrders, CustomerWishlist } from './customer-sections';
import styles from './customers.module.css';

const back = { href: '/admin/customers', label: 'Customers' };

/** `/admin/customers/{id}`: the profile to edit; addresses, orders, cart and wishlist to look at. */
export function CustomerDetail({ id }: { id: number }) {
  const record = useAdminRecord(customerRoutes.getCustomer, { params: { id } });
  const customer = record.data;
  if (!customer) {
    return (
      <AdminPage title="Customer" back={back}>
        <RecordState query={record} what="customer" />
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={customer.name}
      back={back}
      actions={
        <>
          <Link
            href={`/admin/orders/new?customerId=${customer.id}`}
            className={`${formStyles.button} ${formStyles.small}`}
          >
            New phone order
          </Link>
          <DeleteAction
            endpoint={customerRoutes.deleteCustomer}
            input={{ params: { id: customer.id } }}
            what={`the customer "${customer.name}"`}
            consequence="A customer with orders is deactivated instead: the orders stay as history."
            goTo="/admin/customers"
            success="Delete Customer Successfully"
          />
        </>
      }
    >
      {!customer.active && (
        <p>
          <StatusBadge tone="muted">Inactive</StatusBadge> This account cannot sign in or order.
        </p>
      )}
      <div className={`${kit.split} ${styles.detail}`} data-narrow-at="1100">
        <div className={kit.stack}>
          <AdminCard title="Profile">
            <CustomerProfileForm key={customer.updatedAt} customer={customer} />
          </AdminCard>
          <CustomerAddresses customerId={customer.id} />
        </div>
        <div className={kit.stack}>
          <CustomerOrders customerId={customer.id} />
          <CustomerCart customerId={customer.id} />
          <CustomerWishlist customerId={customer.id} />
        </div>
      </div>
    </AdminPage>
  );
}
