'use client';

import type { Customer } from '@farm/contract';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '@farm/contract/plain/account-closing';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { Link } from '@/lib/i18n/navigation';
import { CustomerNumberForm } from './customer-number-form';
import { CustomerPrivacyActions, CustomerStatus } from './customer-privacy-actions';
import { CustomerProfileForm } from './customer-profile-form';
import {
  CustomerAddresses,
  CustomerCart,
  CustomerHistory,
  CustomerOrders,
  CustomerWishlist,
} from './customer-sections';
import styles from './customers.module.css';

const back = { href: '/admin/customers', label: 'Customers' };

/** What the account's state means for the farm. */
function accountNote(customer: Customer): string {
  if (customer.erasedAt) {
    return 'The personal data was erased on request or after closing; the orders stay for the tax records.';
  }
  if (customer.closedAt) {
    return `The customer closed the account. Signing in within ${ACCOUNT_CLOSING_GRACE_DAYS} days re-opens it; after that its personal data is erased.`;
  }
  return 'This account cannot sign in or order.';
}

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
          <CustomerPrivacyActions customer={customer} />
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
      {(!customer.active || customer.closedAt) && (
        <p>
          <CustomerStatus customer={customer} /> {accountNote(customer)}
        </p>
      )}
      <div className={`${kit.split} ${styles.detail}`} data-narrow-at="1100">
        <div className={kit.stack}>
          <AdminCard title="Profile">
            <CustomerProfileForm key={customer.updatedAt} customer={customer} />
            {!customer.erasedAt && <CustomerNumberForm key={customer.mobileNumber} customer={customer} />}
          </AdminCard>
          <CustomerAddresses customerId={customer.id} />
        </div>
        <div className={kit.stack}>
          <CustomerOrders customerId={customer.id} />
          <CustomerCart customerId={customer.id} />
          <CustomerWishlist customerId={customer.id} />
          <CustomerHistory customerId={customer.id} />
        </div>
      </div>
    </AdminPage>
  );
}
