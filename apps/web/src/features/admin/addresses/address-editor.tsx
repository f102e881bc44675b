'use client';

import type { Address } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { useTranslations } from 'next-intl';
import { CustomerPicker } from '@/features/admin/customers/customer-picker';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { StaffAddressForm } from './staff-address-form';

/**
 * `/admin/addresses/new?customerId=` and `/admin/addresses/{id}`. A new address first needs its
 * customer; saving goes to that customer's addresses.
 */
export function AddressEditor({
  id,
  customerId,
}: {
  id?: number | undefined;
  customerId?: number | undefined;
}) {
  const t = useTranslations('adminPeople');
  const back = { href: '/admin/addresses', label: t('titles.addresses') };
  const router = useRouter();
  if (!id && !customerId) {
    return (
      <AdminPage title={t('addresses.new')} back={back}>
        <AdminCard title={t('addresses.whose')}>
          <CustomerPicker
            label={t('fields.customer')}
            onPick={(c) => router.replace(`/admin/addresses/new?customerId=${c.id}`)}
          />
        </AdminCard>
      </AdminPage>
    );
  }
  return (
    <RecordEditor
      id={id}
      endpoint={addressRoutes.getAddress}
      back={back}
      what={t('addresses.what')}
      newTitle={t('addresses.new')}
      titleOf={(a) => `${a.name}, ${a.city}`}
      version={(a) => a.updatedAt}
      deletion={(a) => ({
        endpoint: addressRoutes.deleteAddress,
        input: { params: { id: a.id } },
        what: t('addresses.deleteWhat'),
        consequence: t('addresses.deleteConsequence'),
        success: t('addresses.deleted'),
      })}
    >
      {(address) => <OwnerAddressForm customerId={address?.customerId ?? customerId} address={address} />}
    </RecordEditor>
  );
}

/** The form with its customer named above it (a new address starts with their name and number). */
function OwnerAddressForm({
  customerId,
  address,
}: {
  customerId: number | undefined;
  address?: Address | undefined;
}) {
  const owner = useAdminRecord(
    customerRoutes.getCustomer,
    customerId ? { params: { id: customerId } } : undefined,
  );
  const t = useTranslations('adminPeople');
  const customer = owner.data;
  if (!customer) return <RecordState query={owner} what={t('customers.what')} />;
  return (
    <>
      <p>
        {t.rich('addresses.owner', {
          name: customer.name,
          mobile: displayMobile(customer.mobileNumber),
          link: (chunks) => <Link href={`/admin/customers/${customer.id}`}>{chunks}</Link>,
        })}
      </p>
      <StaffAddressForm
        customer={customer}
        address={address}
        goTo={`/admin/addresses?customerId=${customer.id}`}
      />
    </>
  );
}
