'use client';

import type { Address } from '@farm/contract';
import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { customerRoutes } from '@farm/contract/plain/routes/customer';
import { CustomerPicker } from '@/features/admin/customers/customer-picker';
import { RecordEditor } from '@/features/admin/form/record-editor';
import { RecordState, useAdminRecord } from '@/features/admin/form/use-admin-record';
import { AdminCard, AdminPage } from '@/features/admin/shell/admin-page';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { StaffAddressForm } from './staff-address-form';

const back = { href: '/admin/addresses', label: 'Addresses' };

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
  const router = useRouter();
  if (!id && !customerId) {
    return (
      <AdminPage title="New address" back={back}>
        <AdminCard title="Whose address?">
          <CustomerPicker
            label="Customer"
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
      what="address"
      newTitle="New address"
      titleOf={(a) => `${a.name}, ${a.city}`}
      version={(a) => a.updatedAt}
      deletion={(a) => ({
        endpoint: addressRoutes.deleteAddress,
        input: { params: { id: a.id } },
        what: 'this address',
        consequence: 'Orders already sent there keep their own copy of it.',
        success: 'Address deleted successfully',
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
  const customer = owner.data;
  if (!customer) return <RecordState query={owner} what="customer" />;
  return (
    <>
      <p>
        Customer: <Link href={`/admin/customers/${customer.id}`}>{customer.name}</Link>,{' '}
        {displayMobile(customer.mobileNumber)}
      </p>
      <StaffAddressForm
        customer={customer}
        address={address}
        goTo={`/admin/addresses?customerId=${customer.id}`}
      />
    </>
  );
}
