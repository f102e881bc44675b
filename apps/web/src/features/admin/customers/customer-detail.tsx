'use client';

import type { Customer } from '@farm/contract';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '@farm/contract/plain/account-closing';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { formStyles } from '@/components/ui/form-fields';
import { DeleteAction } from '@/features/admin/form/delete-action';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import kit from '@/features/admin/shell/admin-kit.module.css';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { Link } from '@/lib/i18n/navigation';
import { CustomerMonthlyBill } from './customer-monthly-bill';
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

type Words = ReturnType<typeof useTranslations<'adminPeople'>>;

/** What the account's state means for the farm. */
function accountNote(customer: Customer, t: Words): string {
  if (customer.erasedAt) return t('customers.notes.erased');
  if (customer.closedAt) return t('customers.notes.closed', { days: ACCOUNT_CLOSING_GRACE_DAYS });
  return t('customers.notes.inactive');
}

/** `/admin/customers/{id}`: the profile to edit; addresses, orders, cart and wishlist to look at. */
export function CustomerDetail({ id }: { id: number }) {
  const t = useTranslations('adminPeople');
  const back = { href: '/admin/customers', label: t('titles.customers') };
  const record = useAdminRecord(customerRoutes.getCustomer, { params: { id } });
  const customer = record.data;
  if (!customer) {
    return (
      <AdminPage title={t('titles.customer')} back={back}>
        <RecordState query={record} what={t('customers.what')} />
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
            {t('customers.phoneOrder')}
          </Link>
          <CustomerPrivacyActions customer={customer} />
          <DeleteAction
            endpoint={customerRoutes.deleteCustomer}
            input={{ params: { id: customer.id } }}
            what={t('customers.deleteWhat', { name: customer.name })}
            consequence={t('customers.deleteConsequence')}
            goTo="/admin/customers"
            success={t('customers.deleted')}
          />
        </>
      }
    >
      {(!customer.active || customer.closedAt) && (
        <p>
          <CustomerStatus customer={customer} /> {accountNote(customer, t)}
        </p>
      )}
      <div className={`${kit.split} ${styles.detail}`} data-narrow-at="1100">
        <div className={kit.stack}>
          <AdminCard title={t('customers.profile')}>
            <CustomerProfileForm key={customer.updatedAt} customer={customer} />
            {!customer.erasedAt && <CustomerNumberForm key={customer.mobileNumber} customer={customer} />}
          </AdminCard>
          <CustomerAddresses customerId={customer.id} />
        </div>
        <div className={kit.stack}>
          <CustomerOrders customerId={customer.id} />
          {!customer.erasedAt && <CustomerMonthlyBill customerId={customer.id} />}
          <CustomerCart customerId={customer.id} />
          <CustomerWishlist customerId={customer.id} />
          <CustomerHistory customerId={customer.id} />
        </div>
      </div>
    </AdminPage>
  );
}
