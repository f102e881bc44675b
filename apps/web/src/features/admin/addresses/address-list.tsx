'use client';

import { displayMobile } from '@farm/contract/plain/mobile';
import { addressRoutes } from '@farm/contract/plain/routes/address';
import { CustomerFilter } from '@/features/admin/customers/customer-filter';
import { AdminList } from '@/features/admin/list/admin-list';
import { StatusBadge } from '@/features/admin/shell/status-badge';
import { formatDate } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import styles from './addresses.module.css';

/** `/admin/addresses`: every delivery address, newest first, or one customer's; search by name, place, number. */
export function AddressList() {
  return (
    <AdminList
      caption="Addresses"
      endpoint={addressRoutes.listAddresses}
      searchLabel="Name, city, PIN code or mobile"
      toolbar={<CustomerFilter />}
      rowKey={(a) => a.id}
      empty="No addresses here."
      columns={[
        {
          key: 'name',
          header: 'Receiver',
          cell: (a) => (
            <Link href={`/admin/addresses/${a.id}`} className="admin-row-link">
              {a.name}
            </Link>
          ),
        },
        {
          key: 'address',
          header: 'Address',
          cell: (a) => (
            <span className={styles.lines}>
              {a.line1}
              <small>
                {a.city}, {a.pincode}
              </small>
            </span>
          ),
        },
        { key: 'mobile', header: 'Mobile', wide: true, cell: (a) => displayMobile(a.mobileNumber) },
        {
          key: 'customer',
          header: 'Customer',
          cell: (a) => <Link href={`/admin/customers/${a.customer.id}`}>{a.customer.name}</Link>,
        },
        {
          key: 'default',
          header: 'Default',
          wide: true,
          cell: (a) => (a.isDefault ? <StatusBadge tone="info">Default</StatusBadge> : null),
        },
        { key: 'created', header: 'Added', wide: true, cell: (a) => formatDate(a.createdAt) },
      ]}
    />
  );
}
